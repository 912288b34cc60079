import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { changePasswordValidator, deleteAccountValidator, updateProfileValidator } from '#validators/account'
import UpdateProfile from '#actions/accounts/update_profile'
import ChangePassword from '#actions/accounts/change_password'
import DeleteAccount from '#actions/accounts/delete_account'
import { UserSerializer } from '#serializers/user_serializer'

export default class AccountController {
  async update({ auth, request }: HttpContext) {
    const { avatar, ...changes } = await request.validateUsing(updateProfileValidator)
    const user = await UpdateProfile.handle({
      user: auth.use('web').getUserOrFail(),
      changes: { ...changes, avatarPath: avatar?.tmpPath },
    })
    return { success: true, user: UserSerializer.forSelf(user), message: 'Profile updated' } satisfies Wire.UserResponse
  }

  async changePassword({ auth, request }: HttpContext) {
    const input = await request.validateUsing(changePasswordValidator)
    const guard = auth.use('web')
    await ChangePassword.handle({ user: guard.getUserOrFail(), ...input, keepSessionId: guard.sessionId })
    return {
      success: true,
      message: 'Password changed. Other devices have been logged out.',
    } satisfies Wire.SuccessResponse
  }

  async destroy({ auth, request }: HttpContext) {
    const consent = await request.validateUsing(deleteAccountValidator)
    const guard = auth.use('web')
    await DeleteAccount.handle({ user: guard.getUserOrFail(), consent })
    await guard.logout()
    return { success: true, message: 'Your account has been deleted.' } satisfies Wire.SuccessResponse
  }
}
