import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { affectedRows, isUniqueViolation } from '#services/sql/sql_results'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { retryOnLockConflict } from '#services/sql/lock_conflict_retry'
import {
  applyCounterChanges,
  runIn,
  type CountedType,
  type CountedValue,
  type CounterChange,
} from '#services/badges/user_counters'
import { grantCounted } from '#services/badges/grant_badges'

/** A per-user mark on a post with a unique (post_id, user_id) row: a like or a save. */
export interface PostMark {
  table: 'likes' | 'saves'
  /** Runs in the same transaction when the mark is added (+1) or removed (-1). */
  onChange?: (trx: TransactionClientContract, postId: number, delta: 1 | -1) => Promise<void>
  /** The badge counters the mark moves: the marking member's, and the poll author's if any. */
  counters: { marker: CountedType; author?: CountedType }
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
 *
 * The badge counters move with the row in the same transaction; tiers they reach are granted
 * after the commit.
 */
export async function togglePostMark(
  mark: PostMark,
  postId: number,
  userId: number,
  wanted?: boolean,
): Promise<boolean> {
  const { isSet, counted } = await retryOnLockConflict(() =>
    db.transaction((trx) => setMark(trx, mark, postId, userId, wanted)),
  )
  await grantCounted(counted)
  return isSet
}

interface MarkResult {
  isSet: boolean
  counted: CountedValue[]
}

async function setMark(
  trx: TransactionClientContract,
  mark: PostMark,
  postId: number,
  userId: number,
  wanted?: boolean,
): Promise<MarkResult> {
  // FOR UPDATE is left out on SQLite, which has one writer at a time anyway.
  const [post] = await trx.from('posts').where('id', postId).forUpdate().select('id', 'user_id')
  const changed = async (delta: 1 | -1) => {
    await mark.onChange?.(trx, postId, delta)
    return applyCounterChanges(runIn(trx), counterChanges(mark, userId, post?.user_id ?? null, delta))
  }
  const where = { post_id: postId, user_id: userId }
  if (wanted !== true) {
    const removed = affectedRows(await trx.from(mark.table).where(where).delete())
    if (removed > 0) return { isSet: false, counted: await changed(-1) }
    if (wanted === false) return { isSet: false, counted: [] }
  }
  try {
    await trx
      .insertQuery()
      .table(mark.table)
      .insert({ ...where, created_at: toSqlDateTime(DateTime.utc()) })
  } catch (error) {
    if (isUniqueViolation(error)) return { isSet: true, counted: [] }
    throw error
  }
  return { isSet: true, counted: await changed(1) }
}

function counterChanges(mark: PostMark, userId: number, authorId: number | null, delta: 1 | -1): CounterChange[] {
  const changes: CounterChange[] = [{ userId, type: mark.counters.marker, delta }]
  if (mark.counters.author && authorId !== null) {
    changes.push({ userId: Number(authorId), type: mark.counters.author, delta })
  }
  return changes
}
