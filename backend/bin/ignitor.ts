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

/** How long a terminated process may take to let its last handles go before it is ended. */
const EXIT_GRACE_MS = 5_000

/**
 * After a clean shutdown the process should end by itself. If a handle still keeps it alive (an
 * e2e server was once seen holding a reopened database pool's timer after SIGTERM, and a second
 * SIGTERM does nothing once terminated), it is ended rather than left running.
 */
function exitAfterGrace() {
  setTimeout(() => {
    console.warn(`Still running ${EXIT_GRACE_MS / 1000} s after shutting down: exiting.`)
    process.exit()
  }, EXIT_GRACE_MS).unref()
}

export function createIgnitor() {
  return new Ignitor(APP_ROOT, { importer }).tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    const terminate = () => app.terminate().then(exitAfterGrace)
    app.listen('SIGTERM', terminate)
    // Ctrl+C stops the web server as cleanly as SIGTERM: requests finish, live streams end and
    // the database is closed (SQLite merges its WAL). Console commands keep Node's default.
    app.listenIf(app.getEnvironment() === 'web' || app.managedByPm2, 'SIGINT', terminate)
  })
}
