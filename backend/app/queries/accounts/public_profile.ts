import type * as Wire from '@dilemma/contract'
import { findActiveMember } from '#queries/accounts/find_active_member'
import { UserSerializer } from '#serializers/user_serializer'

/** `GET /users/{id}/public-profile`'s answer; USER_NOT_FOUND for an unknown or deleted account. */
export async function publicProfileAnswer(id: number | string): Promise<Wire.PublicProfileResponse> {
  return { success: true, user: UserSerializer.forPublicProfile(await findActiveMember(id)) }
}
