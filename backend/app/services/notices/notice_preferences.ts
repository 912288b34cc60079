/*
 * Her switches per topic and channel (contract/notices.js): a row only where she changed the
 * default, so a new topic starts at its default for everybody.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import {
  ALWAYS_EMAILED_TOPICS,
  NOTICE_CHANNELS,
  NOTICE_DEFAULTS,
  NOTICE_TOPICS,
  type NoticeChannel,
  type NoticeTopic,
} from '@dilemma/contract/notices'
import type { NoticePreferences } from '@dilemma/contract'
import { ApiException } from '#exceptions/api_exception'
import { toSqlDateTime } from '#services/sql/sql_datetime'

export async function noticePreferencesOf(userId: number): Promise<NoticePreferences> {
  return (await noticePreferencesOfMembers([userId])).get(userId)!
}

/** The switches of each of these members, in one query. */
export async function noticePreferencesOfMembers(userIds: number[]): Promise<Map<number, NoticePreferences>> {
  const switches = new Map(userIds.map((userId) => [userId, defaultPreferences()]))
  const rows = await db
    .from('notice_preferences')
    .whereIn('user_id', userIds)
    .select('user_id', 'kind', 'channel', 'enabled')
  for (const row of rows) {
    const channel = row.channel as NoticeChannel
    const topic = row.kind as NoticeTopic
    const preferences = switches.get(Number(row.user_id))
    if (
      preferences &&
      NOTICE_CHANNELS.includes(channel) &&
      NOTICE_TOPICS.includes(topic) &&
      !isAlwaysOn(channel, topic)
    )
      preferences[channel][topic] = Boolean(row.enabled)
  }
  return switches
}

function defaultPreferences(): NoticePreferences {
  return Object.fromEntries(
    NOTICE_CHANNELS.map((channel) => [
      channel,
      Object.fromEntries(NOTICE_TOPICS.map((topic) => [topic, NOTICE_DEFAULTS[channel][topic]])),
    ]),
  ) as NoticePreferences
}

/** A switch she cannot turn off (a receipt's e-mail). */
export function isAlwaysOn(channel: NoticeChannel, topic: NoticeTopic): boolean {
  return channel === 'email' && ALWAYS_EMAILED_TOPICS.includes(topic)
}

export async function setNoticePreference(
  userId: number,
  channel: NoticeChannel,
  topic: NoticeTopic,
  enabled: boolean,
): Promise<void> {
  if (isAlwaysOn(channel, topic) && !enabled) {
    throw new ApiException(422, 'NOTICE_ALWAYS_SENT', 'Receipts are always sent by e-mail.')
  }
  const now = toSqlDateTime(DateTime.utc())
  await db
    .knexQuery()
    .table('notice_preferences')
    .insert({ user_id: userId, kind: topic, channel, enabled, created_at: now, updated_at: now })
    .onConflict(['user_id', 'kind', 'channel'])
    .merge(['enabled', 'updated_at'])
}
