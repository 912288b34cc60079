/*
 * Each notice goes out once per channel and target (a push subscription, or 0 for her e-mail):
 * its notice_deliveries row is inserted if missing and then claimed, a batch of them by one
 * conditional UPDATE writing the caller's token, so of two workers, a retry and a sweep only one
 * sends. A claim left by a process that died while sending is taken again after CLAIM_LEASE_MS
 * (at worst a second copy, never none).
 */
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { NoticeChannel } from '@dilemma/contract/notices'
import { toSqlDateTime } from '#services/sql/sql_datetime'

/** What became of a delivery that was tried: sent, its target gone, or refused for good. */
export type DeliveryEnd = 'sent' | 'gone' | 'refused'

const CLAIM_LEASE_MS = 5 * 60_000

export interface DeliveryKey {
  noticeId: number
  channel: NoticeChannel
  targetId: number
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

/** A delivery this caller won: its row's id, to record its end by. */
export interface ClaimedDelivery {
  id: number
  key: DeliveryKey
}

const keyText = (key: DeliveryKey) => `${key.noticeId} ${key.channel} ${key.targetId}`

/** Ids per statement: far below every driver's limit of bound values. */
const ID_BATCH = 500

/**
 * Claims those of these deliveries (their rows made by prepareDeliveries) that nobody holds: one
 * UPDATE writes this caller's token on them, and a read by the token tells which it won. Resolves
 * to the won ones, each to be sent and ended (endDelivery) or given back (releaseDelivery).
 */
export async function claimDeliveries(keys: DeliveryKey[]): Promise<ClaimedDelivery[]> {
  if (keys.length === 0) return []
  const wanted = new Map(keys.map((key) => [keyText(key), key]))
  const rows: { id: number; notice_id: number; channel: NoticeChannel; target_id: number }[] = await db
    .from('notice_deliveries')
    .whereIn('notice_id', [...new Set(keys.map((key) => key.noticeId))])
    .select('id', 'notice_id', 'channel', 'target_id')
  const keyOfId = new Map<number, DeliveryKey>()
  for (const row of rows) {
    const key = wanted.get(keyText({ noticeId: row.notice_id, channel: row.channel, targetId: row.target_id }))
    if (key) keyOfId.set(Number(row.id), key)
  }

  const token = randomUUID()
  const now = DateTime.utc()
  const nowSql = toSqlDateTime(now)
  const leaseEnded = toSqlDateTime(now.minus({ milliseconds: CLAIM_LEASE_MS }))
  const ids = [...keyOfId.keys()]
  const won: ClaimedDelivery[] = []
  for (let start = 0; start < ids.length; start += ID_BATCH) {
    const slice = ids.slice(start, start + ID_BATCH)
    await db
      .from('notice_deliveries')
      .whereIn('id', slice)
      .where((query) =>
        query
          .where('state', 'pending')
          .orWhere((stale) => stale.where('state', 'sending').where('claimed_at', '<', leaseEnded)),
      )
      .update({
        state: 'sending',
        claim_token: token,
        claimed_at: nowSql,
        attempts: db.knexRawQuery('attempts + 1'),
        updated_at: nowSql,
      })
    const claimed: { id: number }[] = await db
      .from('notice_deliveries')
      .whereIn('id', slice)
      .where('claim_token', token)
      .select('id')
    for (const { id } of claimed) won.push({ id: Number(id), key: keyOfId.get(Number(id))! })
  }
  return won
}

/** Records how a claimed delivery ended. */
export async function endDelivery(delivery: ClaimedDelivery, end: DeliveryEnd): Promise<void> {
  const doneAt = toSqlDateTime(DateTime.utc())
  await db
    .from('notice_deliveries')
    .where('id', delivery.id)
    .update({ state: end, sent_at: end === 'sent' ? doneAt : null, updated_at: doneAt })
}

/** Gives a claimed delivery back, for the next try, after a failure that may pass. */
export async function releaseDelivery(delivery: ClaimedDelivery): Promise<void> {
  await db
    .from('notice_deliveries')
    .where('id', delivery.id)
    .update({ state: 'pending', updated_at: toSqlDateTime(DateTime.utc()) })
}
