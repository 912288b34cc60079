/*
 * The commands' Redis connection (@adonisjs/redis: rate limits, locks, the cache's L2) reports to
 * the outage log like the buses' (services/system/redis_connections.ts), instead of the package's
 * fatal-level line on every failed reconnection attempt.
 */
import redis from '@adonisjs/redis/services/main'
import type { Connection } from '@adonisjs/redis/types'
import { watchRedis } from '#services/system/redis_connections'

function watch(connection: Connection) {
  if ('ioConnection' in connection) watchRedis(connection.ioConnection, `commands (${connection.connectionName})`)
}

redis.doNotLogErrors()
for (const connection of Object.values(redis.activeConnections)) if (connection) watch(connection)
redis.on('connection', watch)
