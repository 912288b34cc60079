/*
 * The per-member badge counters in `user_stats`. Each equals the number of its rows in the tables
 * (posts, votes, likes, saves): an event adds one in the transaction that inserts its row, and
 * removing the row (unlike, unsave, a poll deleted for good) takes one away, so toggling cannot
 * inflate a counter. Badges once earned stay (docs/adr/0011-badges-and-statistics.md).
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import type { BadgeType } from '#models/badge'
import type { RunSql } from '#services/sql/plain_transaction'
import { rowsOf } from '#services/sql/sql_results'

/** Every badge type but the login streak, which lives on `users`. */
export type CountedType = Exclude<BadgeType, 'LOGIN_STREAK'>

export const COUNTER_COLUMNS: Record<CountedType, string> = {
  POST_COUNT: 'posts_created',
  LIKES_RECEIVED: 'likes_received',
  VOTES_GIVEN: 'votes_given',
  LIKES_GIVEN: 'likes_given',
  POST_SAVE: 'posts_saved',
}

export interface CounterChange {
  userId: number
  type: CountedType
  delta: 1 | -1
}

/** A counter's new value after an increment: what the badge grant compares with the tiers. */
export interface CountedValue {
  userId: number
  type: CountedType
  value: number
}

/** `run` for a Lucid transaction. */
export function runIn(trx: TransactionClientContract): RunSql {
  return (sql, bindings = []) => trx.rawQuery(sql, bindings as RawQueryBindings)
}

/**
 * Applies the changes inside the caller's transaction and answers the new values of the
 * increments. Rows are updated in user-id order so two events touching the same two members
 * (she likes his poll while he likes hers) take their locks in the same order.
 */
export async function applyCounterChanges(run: RunSql, changes: CounterChange[]): Promise<CountedValue[]> {
  const counted: CountedValue[] = []
  for (const change of [...changes].sort((a, b) => a.userId - b.userId)) {
    const column = COUNTER_COLUMNS[change.type]
    if (change.delta < 0) {
      await run(`UPDATE user_stats SET ${column} = ${column} - 1 WHERE user_id = ? AND ${column} > 0`, [change.userId])
      continue
    }
    await run(incrementSql(column), [change.userId])
    const [row] = rowsOf<Record<string, number>>(
      await run(`SELECT ${column} AS value FROM user_stats WHERE user_id = ?`, [change.userId]),
    )
    counted.push({ userId: change.userId, type: change.type, value: Number(row?.value ?? 0) })
  }
  return counted
}

const incrementStatements = new Map<string, string>()

/** Adds one, creating her row on her first counted event. Built once per column (the vote runs it). */
export function incrementSql(column: string): string {
  let sql = incrementStatements.get(column)
  if (!sql) {
    const upsert =
      db.connection().dialect.name === 'mysql'
        ? `ON DUPLICATE KEY UPDATE ${column} = ${column} + 1`
        : `ON CONFLICT (user_id) DO UPDATE SET ${column} = ${column} + 1`
    sql = `INSERT INTO user_stats (user_id, ${column}) VALUES (?, 1) ${upsert}`
    incrementStatements.set(column, sql)
  }
  return sql
}

/**
 * Only for `node ace bench`, which measures votes with and without badge counting in one run:
 * a server started with BENCH_BADGE_COUNTING=off queues no count after a vote (only the sweep counts).
 */
export const voteCountingSwitchedOff = process.env.BENCH === '1' && process.env.BENCH_BADGE_COUNTING === 'off'
