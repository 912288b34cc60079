/*
 * HTTP server: `node build/bin/server.js` in production, `node ace serve --watch` in development.
 * With WEB_CONCURRENCY=N (N > 1) this process only supervises N workers (node:cluster) that
 * share the port (bin/web_cluster.ts). SIGTERM drains the server (services/http/server_drain.ts)
 * and ends the process within bin/ignitor.ts's deadline.
 */
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor } from './ignitor.js'
import { withRequestIds } from '../app/services/http/request_ids.js'
import { startDrain, withDrain } from '../app/services/http/server_drain.js'
import { superviseWorkers, workerCount } from './web_cluster.js'

if (cluster.isPrimary && workerCount() > 1) {
  superviseWorkers(workerCount())
} else {
  const ignitor = createIgnitor()
  ignitor
    // A worker's channel to the primary would keep it alive after Adonis has shut down.
    .tap((app) => app.terminating(() => void cluster.worker?.disconnect()))
    .httpServer()
    .start((handle) => {
      const server = createServer(
        withDrain(withRequestIds(handle, ignitor.getApp()!.config.get('app.http.trustProxy'))),
      )
      // From the signal's first moment (Adonis's termination runs its hooks one after another).
      for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => startDrain(server))
      return server
    })
    .catch(async (error) => {
      process.exitCode = 1
      if (error?.code === 'EADDRINUSE') console.error(portTakenMessage(error))
      else prettyPrintError(error)
      // The database, Redis and the sweeps' timers would keep a server that never listened alive.
      await ignitor.getApp()?.terminate()
    })
}

/** One line an operator can act on: which port, and how to choose another. */
function portTakenMessage({ port, address }: { port?: number; address?: string }): string {
  return `Port ${port} on ${address} is already in use: stop what listens there, or choose another port with PORT=… (e.g. PORT=${Number(port) + 1})`
}
