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

export interface NoticeRow {
  userId: number
  kind: MemberNoticeKind
  /** Null for a notice that may come more than once about one poll (a decision points to it instead). */
  postId: number | null
  postTitle: string | null
  decisionId?: number
}

/**
 * Leaves the member a notice, read at her next visit; one per poll and kind, so a second decision
 * (two moderators, a retried sweep) adds nothing.
 */
export async function insertMemberNotice(notice: NoticeRow, client: QueryClientContract = db.connection()) {
  const now = toSqlDateTime(DateTime.utc())
  await client
    .knexQuery()
    .table('member_notices')
    .insert({
      user_id: notice.userId,
      kind: notice.kind,
      post_id: notice.postId,
      post_title: notice.postTitle,
      decision_id: notice.decisionId ?? null,
      read_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict(['user_id', 'kind', 'post_id'])
    .ignore()
}

/** Leaves the author a notice about her poll (see insertMemberNotice). */
export function addMemberNotice(
  kind: MemberNoticeKind,
  post: NoticedPost,
  client: QueryClientContract = db.connection(),
): Promise<void> {
  return insertMemberNotice({ userId: post.userId, kind, postId: post.id, postTitle: post.title }, client)
}
