import User from '#models/user'
import { postErrors } from '#exceptions/post_errors'

/** A member whose account is not deleted; 404 USER_NOT_FOUND otherwise. */
export async function findActiveMember(id: number | string): Promise<User> {
  const member = await User.query().where('id', Number(id)).whereNull('deleted_at').first()
  if (!member) throw postErrors.userNotFound()
  return member
}
