import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { completeRegistrationValidator, initiateRegistrationValidator } from '#validators/account'
import InitiateRegistration from '#actions/accounts/initiate_registration'
import CompleteRegistration from '#actions/accounts/complete_registration'
import { UserSerializer } from '#serializers/user_serializer'
import { consumeAttempt } from '#services/accounts/attempt_throttle'
import { pickLanguage } from '#services/i18n/languages'

export default class RegistrationController {
  async initiate({ request }: HttpContext) {
    const { email, language } = await request.validateUsing(initiateRegistrationValidator)
    await consumeAttempt('initiateRegistration', request.ip(), email)
    await InitiateRegistration.handle({ email, language: pickLanguage(language, request.header('accept-language')) })
    return { success: true, message: 'A confirmation e-mail has been sent.' } satisfies Wire.SuccessResponse
  }

  async complete({ request, auth, response }: HttpContext) {
    const { avatar, language, ...profile } = await request.validateUsing(completeRegistrationValidator)
    const user = await CompleteRegistration.handle({
      ...profile,
      avatarPath: avatar?.tmpPath,
      language: pickLanguage(language, request.header('accept-language')),
    })
    await auth.use('web').login(user)
    return response.created({
      success: true,
      user: UserSerializer.forSelf(user),
      message: 'Registration successful',
    } satisfies Wire.UserResponse)
  }
}
