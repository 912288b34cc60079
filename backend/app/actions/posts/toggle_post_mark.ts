import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { affectedRows, isUniqueViolation } from '#services/sql_results'
import { toSqlDateTime } from '#services/sql_datetime'
import { retryOnLockConflict } from '#services/lock_conflict_retry'

/** A per-user mark on a post with a unique (post_id, user_id) row: a like or a save. */
export interface PostMark {
  table: 'likes' | 'saves'
  /** Runs in the same transaction when the mark is added (+1) or removed (-1). */
  onChange?: (trx: TransactionClientContract, postId: number, delta: 1 | -1) => Promise<void>
}

/**
 * Sets the mark to `wanted`, or flips it when `wanted` is undefined; returns whether it is set.
 * Safe under double clicks: the delete and the insert-or-ignore on the unique index change at
 * most one row, and the counter moves only with a row that really changed.
 *
 * The post's row is locked first, as a vote does: the mark's foreign-key check would otherwise
 * take a shared lock on it in every concurrent transaction, and the counter's UPDATE would turn
 * them into deadlocks on MySQL. The lock also queues the marks of one post, so their gap locks on
 * the unique index do not cross; a deadlock with another post's marks is still possible, and is
 * run again.
 */
export async function togglePostMark(
  mark: PostMark,
  postId: number,
  userId: number,
  wanted?: boolean,
): Promise<boolean> {
  return retryOnLockConflict(() => db.transaction((trx) => setMark(trx, mark, postId, userId, wanted)))
}

async function setMark(
  trx: TransactionClientContract,
  mark: PostMark,
  postId: number,
  userId: number,
  wanted?: boolean,
): Promise<boolean> {
  // FOR UPDATE is left out on SQLite, which has one writer at a time anyway.
  await trx.from('posts').where('id', postId).forUpdate().select('id')
  const where = { post_id: postId, user_id: userId }
  if (wanted !== true) {
    const removed = affectedRows(await trx.from(mark.table).where(where).delete())
    if (removed > 0) {
      await mark.onChange?.(trx, postId, -1)
      return false
    }
    if (wanted === false) return false
  }
  try {
    await trx
      .insertQuery()
      .table(mark.table)
      .insert({ ...where, created_at: toSqlDateTime(DateTime.utc()) })
  } catch (error) {
    if (isUniqueViolation(error)) return true
    throw error
  }
  await mark.onChange?.(trx, postId, 1)
  return true
}
