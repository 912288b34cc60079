import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { moderationErrors } from '#exceptions/moderation_errors'

/** The account a console action is about; 404 USER_NOT_FOUND once deleted. */
export async function findLiveUser(userId: number, client: TransactionClientContract): Promise<User> {
  const user = await User.query({ client }).where('id', userId).whereNull('deleted_at').first()
  if (!user) throw moderationErrors.userNotFound()
  return user
}
