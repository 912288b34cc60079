import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { postErrors } from '#exceptions/post_errors'
import { UserSerializer } from '#serializers/user_serializer'

/** A member's public profile; guests may read it too. */
export default class PublicProfilesController {
  /** GET /users/:id/public-profile → { success, user }; unknown or deleted accounts are 404 USER_NOT_FOUND. */
  async show({ params }: HttpContext) {
    const user = await User.query().where('id', params.id).whereNull('deleted_at').first()
    if (!user) throw postErrors.userNotFound()
    return { success: true, user: UserSerializer.forPublicProfile(user) } satisfies Wire.PublicProfileResponse
  }
}
