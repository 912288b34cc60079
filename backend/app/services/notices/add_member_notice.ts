import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { NoticeDetails } from '@dilemma/contract'
import type { MemberNoticeKind } from '#models/member_notice'
import { enqueueJob } from '#services/jobs/job_queue'
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
  /** What a notice not about a poll comes once for; with `details`, its facts. */
  occasion?: string
  details?: NoticeDetails
}

/**
 * Leaves the member a notice, read at her next visit; one per poll (or occasion) and kind, so a
 * second decision (two moderators, a retried sweep) adds nothing.
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
      occasion: notice.occasion ?? null,
      details: notice.details ? JSON.stringify(notice.details) : null,
      read_at: null,
      created_at: now,
      updated_at: now,
    })
    // Two unique indexes (per poll, per occasion): a conflict on either is ignored.
    .onConflict()
    .ignore()
}

/**
 * Leaves her a notice about an occasion (a badge, a period, a payment) and hands its delivery by
 * push and e-mail to the job queue. A second call for the same occasion adds no notice, and its
 * job sends nothing already sent (each delivery is claimed once).
 */
export async function noticeOccasion(
  notice: Required<Pick<NoticeRow, 'userId' | 'kind' | 'occasion' | 'details'>>,
): Promise<void> {
  await insertMemberNotice({ ...notice, postId: null, postTitle: null })
  const row = await db
    .from('member_notices')
    .where('user_id', notice.userId)
    .where('kind', notice.kind)
    .where('occasion', notice.occasion)
    .select('id')
    .first()
  if (row) await enqueueJob('deliver_notice', { noticeId: Number(row.id) })
}

/**
 * Once `trx` has committed, hands the delivery of the notice of a moderator's decision (or of her
 * appeal's answer) to the job queue: never a push about a decision that was rolled back. A failure
 * is logged, never the moderator's error (the notice is in the app either way).
 */
export function deliverDecisionNoticeAfterCommit(
  trx: TransactionClientContract,
  decisionId: number,
  kind: 'moderation_decision' | 'appeal_decided',
): void {
  trx.after('commit', async () => {
    try {
      const row = await db
        .from('member_notices')
        .where('decision_id', decisionId)
        .where('kind', kind)
        .select('id')
        .first()
      if (row) await enqueueJob('deliver_notice', { noticeId: Number(row.id) })
    } catch (error) {
      logger.error({ err: error, decisionId, kind }, 'could not hand the decision notice to the job queue')
    }
  })
}

/** Leaves the author a notice about her poll (see insertMemberNotice). */
export function addMemberNotice(
  kind: MemberNoticeKind,
  post: NoticedPost,
  client: QueryClientContract = db.connection(),
): Promise<void> {
  return insertMemberNotice({ userId: post.userId, kind, postId: post.id, postTitle: post.title }, client)
}
