// Starts the built server (backend/build) the way the e2e suite and the page-speed measure need it:
// on a free port of 127.0.0.1, with a throwaway SQLite database that it migrates and seeds with
// the demo data, mails written to a folder and payments going to the local PayPal stand-in.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from './lib.mjs'
import { startPayPalStandIn } from './paypal-standin/paypal_standin.mjs'

const backendBuild = join(repoRoot, 'backend', 'build')

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => done(port))
    })
  })
}

async function waitForHealth(baseUrl, child) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200))
  }
  throw new Error('server did not become healthy within 60 s')
}

/** @type {import('./builtServer.d.mts').startBuiltServer} */
export async function startBuiltServer({ label = 'dilemma', logLevel = 'warn', env: extraEnv = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `${label}-`))
  const port = await freePort()
  const mailOutboxDir = join(dataDir, 'outbox')
  const baseUrl = `http://127.0.0.1:${port}`
  const paypal = await startPayPalStandIn({
    clientId: `${label}-client`,
    clientSecret: `${label}-secret`,
    webhookUrl: `${baseUrl}/api/paypal/webhook`,
  })
  const sqlitePath = join(dataDir, `${label}.sqlite3`)
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: baseUrl,
    DB_CONNECTION: 'sqlite',
    SQLITE_PATH: sqlitePath,
    MAIL_OUTBOX_DIR: mailOutboxDir,
    DEMO_SEED: 'true',
    DB_PREPARE_ON_START: 'true',
    LOG_LEVEL: logLevel,
    PAYPAL_CLIENT_ID: `${label}-client`,
    PAYPAL_CLIENT_SECRET: `${label}-secret`,
    PAYPAL_BASE_URL: paypal.url,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_DEMO: 'true',
    ...extraEnv,
  }
  const child = spawn(process.execPath, ['bin/server.js'], { cwd: backendBuild, env, stdio: 'inherit' })
  try {
    await waitForHealth(baseUrl, child)
  } catch (error) {
    child.kill('SIGTERM')
    await paypal.close()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    baseUrl,
    mailOutboxDir,
    sqlitePath: env.SQLITE_PATH,
    paypal,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await new Promise((done) => child.once('exit', done))
      }
      await paypal.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
