/*
 * Each notice goes out once per channel and target (a push subscription, or 0 for her e-mail):
 * its notice_deliveries row is inserted if missing and then claimed by one conditional UPDATE,
 * so of two workers, a retry and a sweep only one sends. A claim left by a process that died
 * while sending is taken again after CLAIM_LEASE_MS (at worst a second copy, never none).
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { NoticeChannel } from '@dilemma/contract/notices'
import { affectedRows } from '#services/sql/sql_results'
import { toSqlDateTime } from '#services/sql/sql_datetime'

/** What became of a delivery that was tried: sent, its target gone, or refused for good. */
export type DeliveryEnd = 'sent' | 'gone' | 'refused'

const CLAIM_LEASE_MS = 5 * 60_000

export interface DeliveryKey {
  noticeId: number
  channel: NoticeChannel
  targetId: number
}

function rowOf(key: DeliveryKey) {
  return db
    .from('notice_deliveries')
    .where('notice_id', key.noticeId)
    .where('channel', key.channel)
    .where('target_id', key.targetId)
}

/** Rows inserted at once: a poll's end makes thousands. */
const INSERT_BATCH = 500

/** Makes the rows of these deliveries, pending, where missing (a retry finds its own). */
export async function prepareDeliveries(keys: DeliveryKey[]): Promise<void> {
  const nowSql = toSqlDateTime(DateTime.utc())
  for (let start = 0; start < keys.length; start += INSERT_BATCH) {
    await db
      .knexQuery()
      .table('notice_deliveries')
      .insert(
        keys.slice(start, start + INSERT_BATCH).map((key) => ({
          notice_id: key.noticeId,
          channel: key.channel,
          target_id: key.targetId,
          state: 'pending',
          attempts: 0,
          created_at: nowSql,
          updated_at: nowSql,
        })),
      )
      .onConflict(['notice_id', 'channel', 'target_id'])
      .ignore()
  }
}

/**
 * Runs `send` if this caller wins the delivery (its row made by prepareDeliveries), and records its
 * end; a failure `send` throws leaves the delivery to the next try. Resolves to whether `send` ran here.
 */
export async function claimAndSend(key: DeliveryKey, send: () => Promise<DeliveryEnd>): Promise<boolean> {
  const now = DateTime.utc()
  const nowSql = toSqlDateTime(now)
  const claimed = await rowOf(key)
    .where((query) =>
      query
        .where('state', 'pending')
        .orWhere((stale) =>
          stale
            .where('state', 'sending')
            .where('claimed_at', '<', toSqlDateTime(now.minus({ milliseconds: CLAIM_LEASE_MS }))),
        ),
    )
    .update({ state: 'sending', claimed_at: nowSql, attempts: db.knexRawQuery('attempts + 1'), updated_at: nowSql })
  if (affectedRows(claimed) === 0) return false
  let end: DeliveryEnd
  try {
    end = await send()
  } catch (error) {
    await rowOf(key).update({ state: 'pending', updated_at: toSqlDateTime(DateTime.utc()) })
    throw error
  }
  const doneAt = toSqlDateTime(DateTime.utc())
  await rowOf(key).update({ state: end, sent_at: end === 'sent' ? doneAt : null, updated_at: doneAt })
  return true
}
