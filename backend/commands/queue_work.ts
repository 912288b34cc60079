import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace queue:work`: a worker of the job queue on its own (README, "Workers on their own
 * hosts"), e.g. beside web processes started with QUEUE_WORKER_IN_WEB=false. It needs the web
 * processes' REDIS_HOST and database; without Redis the web process runs its jobs itself.
 */
export default class QueueWork extends BaseCommand {
  static commandName = 'queue:work'
  static description = 'Run a worker of the job queue (notices by push and e-mail) until stopped'
  static options: CommandOptions = { startApp: true, staysAlive: true }
  static help = ['REDIS_HOST=redis.internal node ace queue:work']

  async run() {
    const { default: env } = await import('#start/env')
    if (!env.get('REDIS_HOST')) {
      this.logger.error('queue:work needs REDIS_HOST: without Redis every web process runs its own jobs')
      // A command that stays alive exits through terminate(), which keeps no exit code of its own.
      process.exitCode = 1
      return this.terminate()
    }
    const { startJobWorker } = await import('#services/jobs/job_queue')
    await startJobWorker()
    this.logger.info('job worker started; stop it with SIGTERM or Ctrl-C (jobs under way finish first)')
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void this.terminate())
  }
}
