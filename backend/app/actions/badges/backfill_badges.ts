/*
 * Recomputes every badge counter from the tables and grants every tier a member has reached but
 * does not hold, as Discourse's badge backfill does: set-based statements over a slice of members
 * at a time, each slice its own short transaction, grants through the unique (user_id, badge_id)
 * index so a grant already made (live or by an earlier run) is left as it is. Safe on a live
 * database: on MySQL the counting UPDATE locks the rows it reads, so an event of a member in the
 * slice waits for it (or the deadlock loser runs again), and events counted after a slice add to
 * the recomputed value. Login streaks have no history to recount; their tiers come from the
 * maximum streak.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { BADGE_TYPES, type BadgeType } from '#models/badge'
import { COUNTER_COLUMNS } from '#services/badges/user_counters'
import { forgetBadgeCatalogue } from '#services/badges/badge_catalogue'
import { retryOnLockConflict } from '#services/sql/lock_conflict_retry'
import { changedRowsOf } from '#services/sql/sql_results'
import { toSqlDateTime } from '#services/sql/sql_datetime'

/** Members per slice: each slice is one short transaction. */
const BACKFILL_SLICE = 500

/** Each counter as the number of its rows, for the member `user_stats.user_id`. */
const RECOUNT: Record<keyof typeof COUNTER_COLUMNS, string> = {
  POST_COUNT: 'SELECT COUNT(*) FROM posts WHERE posts.user_id = user_stats.user_id',
  LIKES_RECEIVED:
    'SELECT COUNT(*) FROM likes JOIN posts ON posts.id = likes.post_id WHERE posts.user_id = user_stats.user_id',
  // A vote not counted yet is added by its count (count_new_votes.ts), not here as well.
  VOTES_GIVEN: 'SELECT COUNT(*) FROM votes WHERE votes.user_id = user_stats.user_id AND votes.counted = 1',
  LIKES_GIVEN: 'SELECT COUNT(*) FROM likes WHERE likes.user_id = user_stats.user_id',
  POST_SAVE: 'SELECT COUNT(*) FROM saves WHERE saves.user_id = user_stats.user_id',
}

/** Where each type's counter is read when granting: the streak's maximum lives on `users`. */
const GRANT_SOURCE: Record<BadgeType, { table: 'users' | 'user_stats'; id: string; value: string }> = {
  LOGIN_STREAK: { table: 'users', id: 'id', value: 'max_login_streak' },
  ...(Object.fromEntries(
    Object.entries(COUNTER_COLUMNS).map(([type, column]) => [
      type,
      { table: 'user_stats', id: 'user_id', value: column },
    ]),
  ) as Record<keyof typeof COUNTER_COLUMNS, { table: 'user_stats'; id: string; value: string }>),
}

export interface BackfillOptions {
  /** Grants made by the backfill count as seen: no toast flood after a first run on old data. */
  markSeen?: boolean
  onProgress?: (done: number, total: number) => void
}

export interface BackfillReport {
  members: number
  granted: number
}

/** Recounts every badge counter and grants the tiers reached, a slice of members at a time. */
export default class BackfillBadges {
  static async handle(options: BackfillOptions = {}): Promise<BackfillReport> {
    forgetBadgeCatalogue()
    const bounds = await db.from('users').min('id as first').max('id as last').count('* as members').first()
    const members = Number(bounds?.members ?? 0)
    const first = Number(bounds?.first ?? 0)
    const last = Number(bounds?.last ?? 0)
    const awardedAt = toSqlDateTime(DateTime.utc())
    let granted = 0
    options.onProgress?.(0, members)
    for (let from = first; members > 0 && from <= last; from += BACKFILL_SLICE) {
      const to = Math.min(from + BACKFILL_SLICE - 1, last)
      granted += await retryOnLockConflict(() =>
        db.transaction(async (trx) => {
          await recountSlice(trx, from, to)
          return grantSlice(trx, from, to, awardedAt, options.markSeen ?? false)
        }),
      )
      const done = await db.from('users').where('id', '<=', to).count('* as done').first()
      options.onProgress?.(Number(done?.done ?? 0), members)
    }
    return { members, granted }
  }
}

async function recountSlice(trx: TransactionClientContract, from: number, to: number) {
  const ignore = trx.dialect.name === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE'
  await trx.rawQuery(`${ignore} INTO user_stats (user_id) SELECT id FROM users WHERE id BETWEEN ? AND ?`, [from, to])
  const assignments = Object.entries(COUNTER_COLUMNS)
    .map(([type, column]) => `${column} = (${RECOUNT[type as keyof typeof COUNTER_COLUMNS]})`)
    .join(', ')
  await trx.rawQuery(`UPDATE user_stats SET ${assignments} WHERE user_id BETWEEN ? AND ?`, [from, to])
}

async function grantSlice(
  trx: TransactionClientContract,
  from: number,
  to: number,
  awardedAt: string,
  markSeen: boolean,
): Promise<number> {
  const ignore = trx.dialect.name === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE'
  let granted = 0
  for (const type of BADGE_TYPES) {
    const source = GRANT_SOURCE[type]
    const result = await trx.rawQuery(
      `${ignore} INTO user_badges (user_id, badge_id, seen, awarded_at) ` +
        `SELECT s.${source.id}, b.id, ?, ? FROM ${source.table} s ` +
        `JOIN badges b ON b.type = ? AND b.threshold <= s.${source.value} ` +
        `WHERE s.${source.id} BETWEEN ? AND ?`,
      [markSeen ? 1 : 0, awardedAt, type, from, to],
    )
    granted += changedRowsOf(result)
  }
  return granted
}
