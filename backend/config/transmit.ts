import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import { RedisTransmitTransport } from '#services/live/redis_transmit_transport'

/**
 * Live results (docs/adr/0024-live-results.md). With REDIS_HOST every process publishes its
 * events and its clients' subscriptions on one Redis channel, so an event raised on one process
 * reaches a tab connected to another; without it the events stay in the one process.
 */
const redisHost = env.get('REDIS_HOST')

export default defineConfig({
  // A comment line every 25 s keeps proxies from closing a quiet stream (most cut at 30–60 s).
  pingInterval: '25s',
  transport: redisHost
    ? {
        // Our transport: the package's did not survive a Redis outage (see its module).
        driver: () =>
          new RedisTransmitTransport({
            host: redisHost,
            port: env.get('REDIS_PORT') ?? 6379,
            password: env.get('REDIS_PASSWORD') ?? '',
            db: env.get('REDIS_DB') ?? 0,
          }),
        // Pub/sub channels ignore ioredis' key prefix: the prefix keeps deployments (and test runs) apart here.
        channel: `${env.get('REDIS_KEY_PREFIX') ?? 'dilemma'}:transmit`,
      }
    : null,
})
