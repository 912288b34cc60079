/*
 * The one Ignitor shared by the server, console and test entry points.
 */
import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'
import { Settings } from 'luxon'

// Every DateTime the app creates or reads from the database is UTC.
Settings.defaultZone = 'utc'

const APP_ROOT = new URL('../', import.meta.url)

function importer(filePath: string) {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

/**
 * How long a stopping process may take, from the signal: in-flight answers get 7 s
 * (services/http/server_drain.ts), closing the database and Redis the rest.
 */
const STOP_DEADLINE_MS = 9_500

let deadline: NodeJS.Timeout | undefined

/**
 * After a clean shutdown the process ends by itself. If something keeps it alive (an e2e server
 * was once seen holding a reopened database pool's timer after SIGTERM; quitting an unreachable
 * Redis waits), it is ended at the deadline rather than left running: a deploy waits for it.
 */
function exitByDeadline() {
  deadline ??= setTimeout(() => {
    console.warn(`Still running ${STOP_DEADLINE_MS / 1000} s after the stop signal: exiting.`)
    process.exit()
  }, STOP_DEADLINE_MS).unref()
}

export function createIgnitor() {
  return new Ignitor(APP_ROOT, { importer }).tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    const terminate = () => {
      exitByDeadline()
      return app.terminate()
    }
    app.listen('SIGTERM', terminate)
    // Ctrl+C stops the web server as cleanly as SIGTERM: requests finish, live streams end and
    // the database is closed (SQLite merges its WAL). Console commands keep Node's default.
    app.listenIf(app.getEnvironment() === 'web' || app.managedByPm2, 'SIGINT', terminate)
  })
}
