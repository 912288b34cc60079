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

export function createIgnitor() {
  return new Ignitor(APP_ROOT, { importer }).tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    // Ctrl+C stops the web server as cleanly as SIGTERM: requests finish, live streams end and
    // the database is closed (SQLite merges its WAL). Console commands keep Node's default.
    app.listenIf(app.getEnvironment() === 'web' || app.managedByPm2, 'SIGINT', () => app.terminate())
  })
}
