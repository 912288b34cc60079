/*
 * HTTP server: `node build/bin/server.js` in production, `node ace serve --watch` in development.
 * With WEB_CONCURRENCY=N (N > 1) this process only supervises N workers (node:cluster) that
 * share the port (bin/web_cluster.ts).
 */
import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor } from './ignitor.js'
import { superviseWorkers, workerCount } from './web_cluster.js'

if (cluster.isPrimary && workerCount() > 1) {
  superviseWorkers(workerCount())
} else {
  createIgnitor()
    // A worker's channel to the primary would keep it alive after Adonis has shut down.
    .tap((app) => app.terminating(() => void cluster.worker?.disconnect()))
    .httpServer()
    .start((handle) =>
      createServer((request, response) => {
        // The id in every log line of the request: the proxy's when it sends one. A random UUID
        // costs a microsecond; Adonis's own generator (cuid2, a SHA-3 hash) cost 40 µs a request.
        request.headers['x-request-id'] ??= randomUUID()
        return handle(request, response)
      }),
    )
    .catch((error) => {
      process.exitCode = 1
      prettyPrintError(error)
    })
}
