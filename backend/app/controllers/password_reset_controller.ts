import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/account'
import { findResetRecipient } from '#queries/accounts/find_reset_recipient'
import RequestPasswordReset from '#actions/accounts/request_password_reset'
import ResetPassword from '#actions/accounts/reset_password'
import { consumeAttempt } from '#services/accounts/attempt_throttle'
import { runAfterResponse } from '#services/system/background_tasks'
import { pickLanguage } from '#services/i18n/languages'

export default class PasswordResetController {
  async forgot({ request, response }: HttpContext) {
    const { email, language } = await request.validateUsing(forgotPasswordValidator)
    await consumeAttempt('forgotPassword', request.ip(), email)
    const recipient = await findResetRecipient(email)
    // Made and mailed after the answer, so known and unknown addresses answer equally fast.
    if (recipient) {
      const mailLanguage = pickLanguage(language, request.header('accept-language'))
      runAfterResponse(response, 'password reset mail', () =>
        RequestPasswordReset.handle({ userId: recipient, language: mailLanguage }),
      )
    }
    return {
      success: true,
      message: 'If an account exists for this address, a reset link has been sent.',
    } satisfies Wire.SuccessResponse
  }

  async reset({ request }: HttpContext) {
    await consumeAttempt('resetPassword', request.ip())
    const { token, newPassword } = await request.validateUsing(resetPasswordValidator)
    await ResetPassword.handle({ token, newPassword })
    return { success: true, message: 'Your password has been changed. Please log in.' } satisfies Wire.SuccessResponse
  }
}
