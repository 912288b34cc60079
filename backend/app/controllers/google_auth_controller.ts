import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { googleUrlValidator } from '#validators/account'
import { signInWithGoogle } from '#actions/accounts/sign_in_with_google'
import { UserSerializer } from '#serializers/user_serializer'
import { googleConsentUrl, googleProfileFromCallback, isGoogleConfigured } from '#services/accounts/google_sign_in'
import { accountErrors } from '#exceptions/account_errors'
import { pickLanguage } from '#services/i18n/languages'

/** Where the browser lands after Google: the pages of member-spec §2 (Landing, Auth-success). */
function landingWithError(error: string) {
  return `/?error=${encodeURIComponent(error)}`
}

export default class GoogleAuthController {
  async url(ctx: HttpContext) {
    const { action } = await ctx.request.validateUsing(googleUrlValidator)
    return { url: await googleConsentUrl(ctx, action) } satisfies Wire.GoogleAuthUrlResponse
  }

  /** Never answers JSON: every outcome is a redirect to a page that explains it. */
  async callback(ctx: HttpContext) {
    const { response, auth, request, logger } = ctx
    if (!isGoogleConfigured()) throw accountErrors.googleNotConfigured()
    try {
      const signIn = await googleProfileFromCallback(ctx)
      if (!signIn) return response.redirect(landingWithError('auth_error'))

      const outcome = await signInWithGoogle(
        signIn.profile,
        signIn.action,
        pickLanguage(null, request.header('accept-language')),
      )
      if ('refusal' in outcome) return response.redirect(landingWithError(outcome.refusal))

      await auth.use('web').login(outcome.user)
      const user = encodeURIComponent(JSON.stringify(UserSerializer.forSelf(outcome.user)))
      return response.redirect(`/auth-success?user=${user}`)
    } catch (error) {
      logger.error({ err: error }, 'Google sign-in callback failed')
      return response.redirect(landingWithError('auth_error'))
    }
  }
}
