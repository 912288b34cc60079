import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { clientPath } from '@dilemma/contract/client-paths'
import { googleUrlValidator } from '#validators/account'
import SignInWithGoogle from '#actions/accounts/sign_in_with_google'
import { UserSerializer } from '#serializers/user_serializer'
import { googleProfileOf, rememberGoogleAction, takeGoogleAction } from '#services/accounts/google_sign_in'
import { OpenIdProviderUnreachable } from '#services/accounts/openid_connect_driver'
import { accountErrors } from '#exceptions/account_errors'
import { pickLanguage } from '#services/i18n/languages'

/** Where the browser lands after Google: the pages of member-spec §2 (Landing, Auth-success). */
function landingWithError(error: string) {
  return clientPath('landing', {}, { error })
}

export default class GoogleAuthController {
  /** `ally.use('google')` answers 503 GOOGLE_NOT_CONFIGURED without GOOGLE_CLIENT_ID and _SECRET. */
  async url(ctx: HttpContext) {
    const { action } = await ctx.request.validateUsing(googleUrlValidator)
    const google = ctx.ally.use('google')
    try {
      const url = await google.redirectUrl()
      rememberGoogleAction(ctx, action)
      return { url } satisfies Wire.GoogleAuthUrlResponse
    } catch (error) {
      if (error instanceof OpenIdProviderUnreachable) throw accountErrors.signInUnavailable()
      throw error
    }
  }

  /** Never answers JSON once configured: every outcome is a redirect to a page that explains it. */
  async callback(ctx: HttpContext) {
    const { response, auth, request, logger } = ctx
    const google = ctx.ally.use('google')
    const action = takeGoogleAction(ctx)
    if (google.accessDenied() || google.stateMisMatch() || google.hasError() || !action) {
      return response.redirect(landingWithError('auth_error'))
    }
    let profile
    try {
      profile = googleProfileOf(await google.user())
    } catch (error) {
      if (error instanceof OpenIdProviderUnreachable) return response.redirect(landingWithError('sign_in_unavailable'))
      // A code, ID token or userinfo answer that does not hold up: refused, not our failure.
      logger.warn({ err: error }, 'Google sign-in refused')
      return response.redirect(landingWithError('auth_error'))
    }
    if (!profile) return response.redirect(landingWithError('auth_error'))

    try {
      const outcome = await SignInWithGoogle.handle({
        profile,
        action,
        language: pickLanguage(null, request.header('accept-language')),
      })
      if ('refusal' in outcome) return response.redirect(landingWithError(outcome.refusal))

      await auth.use('web').login(outcome.user)
      const user = JSON.stringify(UserSerializer.forSelf(outcome.user))
      return response.redirect(clientPath('authSuccess', {}, { user }))
    } catch (error) {
      logger.error({ err: error }, 'Google sign-in callback failed')
      return response.redirect(landingWithError('auth_error'))
    }
  }
}
