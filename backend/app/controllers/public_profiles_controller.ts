import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { publicProfileAnswer } from '#queries/accounts/public_profile'

/** A member's public profile; guests may read it too. */
export default class PublicProfilesController {
  /** GET /users/:id/public-profile → { success, user }; unknown or deleted accounts are 404 USER_NOT_FOUND. */
  async show({ params }: HttpContext) {
    return (await publicProfileAnswer(params.id)) satisfies Wire.PublicProfileResponse
  }
}
