import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/account'
import { requestPasswordReset } from '#actions/accounts/request_password_reset'
import { resetPassword } from '#actions/accounts/reset_password'
import { consumeAttempt } from '#services/attempt_throttle'
import { pickLanguage } from '#services/languages'

export default class PasswordResetController {
  async forgot({ request }: HttpContext) {
    const { email, language } = await request.validateUsing(forgotPasswordValidator)
    await consumeAttempt('forgotPassword', request.ip(), email)
    await requestPasswordReset({ email, language: pickLanguage(language, request.header('accept-language')) })
    return { success: true, message: 'If an account exists for this address, a reset link has been sent.' }
  }

  async reset({ request }: HttpContext) {
    await consumeAttempt('resetPassword', request.ip())
    const { token, newPassword } = await request.validateUsing(resetPasswordValidator)
    await resetPassword({ token, newPassword })
    return { success: true, message: 'Your password has been changed. Please log in.' }
  }
}
