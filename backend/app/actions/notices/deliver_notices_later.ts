import db from '@adonisjs/lucid/services/db'
import type { MemberNoticeKind } from '#models/member_notice'
import { enqueueJob } from '#services/jobs/job_queue'

/** Jobs handed to the queue at once: 10,000 voters' notices go in a few round trips. */
const ENQUEUE_BATCH = 500

/**
 * Gives the job queue the delivery of every notice of these kinds about the poll
 * (actions/notices/deliver_notice.ts). A notice already delivered is not delivered again, so a
 * second call (the sweep after the delayed job) is harmless. No BullMQ job id: a finished job's id
 * stays taken in Redis, and a notice id the database handed out again would then never go out.
 */
export async function deliverNoticesLater(postId: number, kinds: MemberNoticeKind[]): Promise<void> {
  const rows = await db.from('member_notices').where('post_id', postId).whereIn('kind', kinds).select('id')
  for (let start = 0; start < rows.length; start += ENQUEUE_BATCH) {
    await Promise.all(
      rows.slice(start, start + ENQUEUE_BATCH).map((row) => enqueueJob('deliver_notice', { noticeId: Number(row.id) })),
    )
  }
}
