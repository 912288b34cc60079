import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type PayPalStandIn, startPayPalStandIn } from '../../scripts/paypal-standin/paypal_standin.mjs'

export interface RunningServer {
  baseUrl: string
  /** Where the server writes its mails (one JSON file each) instead of sending them. */
  mailOutboxDir: string
  /** Its SQLite database: a second server given it (and no preparation) shares the data. */
  sqlitePath: string
  /** The PayPal the server pays at: the local stand-in. */
  paypal: PayPalStandIn
  stop(): Promise<void>
}

const repoRoot = resolve(import.meta.dirname, '..', '..')
const backendBuild = join(repoRoot, 'backend', 'build')

function freePort(): Promise<number> {
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

async function waitForHealth(baseUrl: string, child: ChildProcess) {
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

export interface ServerOptions {
  /** Added to (or overriding) the server's environment: CORS_ORIGINS, WEB_DIST_ROOT, REDIS_HOST for a fleet… */
  env?: NodeJS.ProcessEnv
}

/** Starts the built server on 127.0.0.1 with a fresh SQLite database, which it migrates and seeds. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dilemma-e2e-'))
  const port = await freePort()
  const mailOutboxDir = join(dataDir, 'outbox')
  const sqlitePath = join(dataDir, 'e2e.sqlite3')
  const paypal = await startPayPalStandIn({ clientId: 'e2e-client', clientSecret: 'e2e-secret' })
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DB_CONNECTION: 'sqlite',
    SQLITE_PATH: sqlitePath,
    MAIL_OUTBOX_DIR: mailOutboxDir,
    DEMO_SEED: 'true',
    DB_PREPARE_ON_START: 'true',
    LOG_LEVEL: 'warn',
    PAYPAL_CLIENT_ID: 'e2e-client',
    PAYPAL_CLIENT_SECRET: 'e2e-secret',
    PAYPAL_BASE_URL: paypal.url,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_DEMO: 'true',
    ...options.env,
  }
  const child = spawn(process.execPath, ['bin/server.js'], { cwd: backendBuild, env, stdio: 'inherit' })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHealth(baseUrl, child)
  return {
    baseUrl,
    mailOutboxDir,
    sqlitePath,
    paypal,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((done) => child.once('exit', done))
      await paypal.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
