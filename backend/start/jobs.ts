/*
 * The handlers of the queue's jobs (services/jobs/job_queue.ts), and the worker a web process runs
 * unless QUEUE_WORKER_IN_WEB=false (`node ace queue:work` runs one on its own). Stopped before the
 * providers close the database, like the periodic sweeps.
 */
import app from '@adonisjs/core/services/app'
import type { QueueSettings } from '#config/queue'
import { registerJobs, startJobWorker, stopJobQueue } from '#services/jobs/job_queue'

registerJobs({
  // One notice ({ noticeId }) or a batch of a poll's ({ noticeIds }).
  deliver_notice: async (data) => {
    const { default: DeliverNotices } = await import('#actions/notices/deliver_notices')
    return DeliverNotices.handle({
      noticeIds: Array.isArray(data.noticeIds) ? data.noticeIds.map(Number) : [Number(data.noticeId)],
    })
  },
  close_expired_polls: async () => {
    const { closeExpiredPolls } = await import('#sweeps/poll_expiry')
    return closeExpiredPolls()
  },
  count_votes: async () => {
    const { countNewVotes } = await import('#sweeps/count_new_votes')
    return countNewVotes()
  },
})

if (app.getEnvironment() === 'web' && app.config.get<QueueSettings>('queue').workerInWeb) await startJobWorker()

app.terminating(() => stopJobQueue())
