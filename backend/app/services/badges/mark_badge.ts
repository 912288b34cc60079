import db from '@adonisjs/lucid/services/db'
import { badgeErrors } from '#exceptions/badge_errors'
import { affectedRows } from '#services/sql/sql_results'

/**
 * Marks one of her earned badges seen (she cleared it) or toasted (its toast was shown); marking it
 * again is fine. A badge she has not earned, or no badge at all, is 404 BADGE_NOT_FOUND: another
 * member's grants are not hers to touch.
 */
export async function markBadge(userId: number, badgeId: number, flag: 'seen' | 'toasted'): Promise<void> {
  const changed = affectedRows(
    await db
      .from('user_badges')
      .where({ user_id: userId, badge_id: badgeId })
      .update({ [flag]: true }),
  )
  if (changed > 0) return
  // MySQL counts only rows it changed, so an already marked badge answers 0 as well.
  const earned = await db.from('user_badges').where({ user_id: userId, badge_id: badgeId }).select('id').first()
  if (!earned) throw badgeErrors.notFound()
}
