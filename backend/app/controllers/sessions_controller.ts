import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { loginValidator } from '#validators/auth'
import LogIn from '#actions/auth/log_in'
import { UserSerializer } from '#serializers/user_serializer'
import { presentedDevice } from '#services/accounts/device_cookie'

export default class SessionsController {
  async store(ctx: HttpContext) {
    const { request, auth, response } = ctx
    const credentials = await request.validateUsing(loginValidator)
    const user = await LogIn.handle({ ...credentials, ip: request.ip(), device: presentedDevice(ctx) })
    await auth.use('web').login(user)
    return response.ok({
      success: true,
      user: UserSerializer.forSelf(user),
      message: 'Login successful',
    } satisfies Wire.LoginResponse)
  }

  async refresh({ auth, response }: HttpContext) {
    await auth.use('web').refresh()
    return response.ok({ success: true, message: 'Session refreshed' } satisfies Wire.SuccessResponse)
  }

  async destroy({ auth, response }: HttpContext) {
    await auth.use('web').logout()
    return response.ok({ success: true, message: 'Logged out' } satisfies Wire.SuccessResponse)
  }

  async destroyAll({ auth, response }: HttpContext) {
    await auth.use('web').logoutAll()
    return response.ok({ success: true, message: 'Logged out on all devices' } satisfies Wire.SuccessResponse)
  }
}
