/*
 * Japa test runner: `node ace test`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'
import { createIgnitor } from './ignitor.js'
import { freePort } from '../bench/free_port.js'

process.env.NODE_ENV = 'test'
process.env.HOST = '127.0.0.1'
// A port nobody listens on, so the suite never collides with a running server.
process.env.PORT = String(await freePort())
// Sessions in memory for Japa's session plugin (`withCsrfToken()`), and a cheap scrypt to keep
// the suite fast: tests only.
process.env.SESSION_DRIVER = 'memory'
process.env.HASH_SCRYPT_COST ??= '1024'
// With REDIS_HOST (CI's MySQL step): rate limits stay in memory, as the limiter's redis store
// clears by flushing the whole Redis database, and this run's cache and lock keys get a prefix of
// their own, so parallel runs never meet.
process.env.LIMITER_STORE ??= 'memory'
process.env.REDIS_KEY_PREFIX ??= `dilemma_test_${process.pid}`
// Mails no test reads go to a folder of this run, never into backend/tmp/outbox (the README's).
const runOutbox = mkdtempSync(join(tmpdir(), 'dilemma-test-outbox-'))
process.env.MAIL_OUTBOX_DIR ??= runOutbox

createIgnitor()
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')

    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      setup: runnerHooks.setup,
      teardown: runnerHooks.teardown.concat([
        () => app.terminate(),
        () => rmSync(runOutbox, { recursive: true, force: true }),
      ]),
    })
  })
  .run(() => run())
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
