/*
 * HTTP server: `node build/bin/server.js` in production, `node ace serve --watch` in development.
 */
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor } from './ignitor.js'

createIgnitor()
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
