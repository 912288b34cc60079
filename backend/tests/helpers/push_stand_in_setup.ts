import app from '@adonisjs/core/services/app'
import type { PushSettings } from '#config/push'
import type { QueueSettings } from '#config/queue'
import { stopJobQueue } from '#services/jobs/job_queue'
import { PushServiceStandIn } from './push_service.mjs'

/**
 * Sends the app's pushes to a fresh stand-in, with retries that fit in a test's patience (the job
 * queue is made anew with these settings); `restore` puts the settings back and stops it.
 */
export async function pushToStandIn(): Promise<{ service: PushServiceStandIn; restore(): Promise<void> }> {
  const service = await PushServiceStandIn.start()
  const push = app.config.get<PushSettings>('push')
  const queue = app.config.get<QueueSettings>('queue')
  app.config.set('push', { ...push, agent: service.agent() })
  app.config.set('queue', { ...queue, backoffMs: 20, attempts: 4 })
  await stopJobQueue()
  return {
    service,
    async restore() {
      await stopJobQueue()
      app.config.set('push', push)
      app.config.set('queue', queue)
      await service.stop()
    },
  }
}
