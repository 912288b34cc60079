import db from '@adonisjs/lucid/services/db'
import type { MemberNoticeKind } from '#models/member_notice'
import { enqueueJob } from '#services/jobs/job_queue'

/**
 * Notices per job: a job reads their members, switches and devices at once, and 10,000 voters'
 * notices are 100 jobs, not 10,000 (each job costs the queue its round trips).
 */
const NOTICES_PER_JOB = 100

/**
 * Gives the job queue the delivery of every notice of these kinds about the poll
 * (actions/notices/deliver_notices.ts). A notice already delivered is not delivered again, so a
 * second call (the sweep after the delayed job) is harmless. No BullMQ job id: a finished job's id
 * stays taken in Redis, and a notice id the database handed out again would then never go out.
 */
export default class DeliverNoticesLater {
  static async handle({ postId, kinds }: { postId: number; kinds: MemberNoticeKind[] }): Promise<void> {
    const rows = await db.from('member_notices').where('post_id', postId).whereIn('kind', kinds).select('id')
    const jobs: Promise<void>[] = []
    for (let start = 0; start < rows.length; start += NOTICES_PER_JOB) {
      const noticeIds = rows.slice(start, start + NOTICES_PER_JOB).map((row) => Number(row.id))
      jobs.push(enqueueJob('deliver_notice', { noticeIds }))
    }
    await Promise.all(jobs)
  }
}
