import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { MemberNoticeKind } from '#models/member_notice'
import { toSqlDateTime } from '#services/sql/sql_datetime'

export interface NoticedPost {
  id: number
  userId: number
  title: string
}

/**
 * Leaves the author a notice about her poll, read at her next visit; one per poll and kind, so a
 * second decision (two moderators, a retried sweep) adds nothing.
 */
export async function addMemberNotice(
  kind: MemberNoticeKind,
  post: NoticedPost,
  client: QueryClientContract = db.connection(),
): Promise<void> {
  const now = toSqlDateTime(DateTime.utc())
  await client
    .knexQuery()
    .table('member_notices')
    .insert({
      user_id: post.userId,
      kind,
      post_id: post.id,
      post_title: post.title,
      read_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict(['user_id', 'kind', 'post_id'])
    .ignore()
}
