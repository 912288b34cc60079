import db from '@adonisjs/lucid/services/db'
import { badgeErrors } from '#exceptions/badge_errors'
import { affectedRows } from '#services/sql_results'

/**
 * Marks one of her earned badges seen; marking it again is fine. A badge she has not earned, or
 * no badge at all, is 404 BADGE_NOT_FOUND: another member's grants are not hers to touch.
 */
export async function markBadgeSeen(userId: number, badgeId: number): Promise<void> {
  const changed = affectedRows(
    await db.from('user_badges').where({ user_id: userId, badge_id: badgeId }).update({ seen: true }),
  )
  if (changed > 0) return
  // MySQL counts only rows it changed, so an already seen badge answers 0 as well.
  const earned = await db.from('user_badges').where({ user_id: userId, badge_id: badgeId }).select('id').first()
  if (!earned) throw badgeErrors.notFound()
}
