/*
 * HTTP server: `node build/bin/server.js` in production, `node ace serve --watch` in development.
 */
import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor } from './ignitor.js'

createIgnitor()
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
