// `npm start`: builds what is missing, starts the server (which migrates and seeds the embedded
// SQLite database with demo data before it listens) and prints the address and the demo logins
// once that server (no other on the port) listens. A taken port fails at once, naming it.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { npmCommand, repoRoot, run } from './lib.mjs'
import { startPayPalStandIn } from './paypal-standin/paypal_standin.mjs'

const buildOutputs = [
  'api-client/dist/index.js',
  'member-app/dist/remoteEntry.js',
  'admin-app/dist/remoteEntry.js',
  'shell/dist/index.html',
  'backend/build/bin/server.js',
  'admin-cli/dist/main.js',
]
const backendBuild = join(repoRoot, 'backend', 'build')
const demoPassword = 'dilemma-demo'
const demoLogins = [
  ['admin@dilemma.local', 'admin (moderation console at /madmin)'],
  ['premium@dilemma.local', 'premiumuser'],
  ['pro@dilemma.local', 'prouser'],
  ['member@dilemma.local', 'user'],
  ['member01@dilemma.local … member20@dilemma.local', 'voters'],
]

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  DEMO_SEED: process.env.DEMO_SEED ?? 'true',
  PORT: process.env.PORT ?? '3333',
  HOST: process.env.HOST ?? '127.0.0.1',
  DB_PREPARE_ON_START: 'true',
}

// Before a minute of building: whatever listens there (another Dilemma too) is not ours.
if (await portTaken(env.HOST, Number(env.PORT))) {
  console.error(
    `Port ${env.PORT} on ${env.HOST} is already in use: stop what listens there, or start on another port with PORT=… npm start (e.g. PORT=${Number(env.PORT) + 1} npm start)`,
  )
  process.exit(1)
}

if (buildOutputs.some((file) => !existsSync(join(repoRoot, file)))) {
  console.log('First start: building Dilemma (about a minute; the full log with npm start -- --verbose)…')
  const verbose = process.argv.includes('--verbose') ? ['--', '--verbose'] : []
  // The build has printed what failed.
  await run(npmCommand, ['run', 'build', '--silent', ...verbose]).catch(() => process.exit(1))
}

// The demo without PayPal credentials pays at the local PayPal stand-in: the whole checkout works
// and no money moves (the payment page says so).
let paypalStandIn = null
if (env.DEMO_SEED === 'true' && !env.PAYPAL_CLIENT_ID) {
  const credentials = { clientId: 'dilemma-demo', clientSecret: 'dilemma-demo-secret' }
  paypalStandIn = await startPayPalStandIn({
    ...credentials,
    port: Number(env.PAYPAL_STANDIN_PORT ?? 0),
    // Renewals the stand-in bills (its /standin/… control) are notified here, as PayPal would.
    webhookUrl: `http://${env.HOST}:${env.PORT}/api/paypal/webhook`,
  })
  Object.assign(env, {
    PAYPAL_CLIENT_ID: credentials.clientId,
    PAYPAL_CLIENT_SECRET: credentials.clientSecret,
    PAYPAL_BASE_URL: paypalStandIn.url,
    PAYPAL_WEBHOOK_ID: paypalStandIn.webhookId,
    PAYPAL_DEMO: 'true',
  })
}

// The server's node flags are those of `npm start` in backend/package.json
// (docs/adr/0037-start-and-stop.md). Its IPC channel carries Adonis's readiness message: only our
// own server, once it listens, counts.
const server = spawn(process.execPath, ['--max-semi-space-size=64', 'bin/server.js'], {
  cwd: backendBuild,
  env,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
})
const address = `http://${['0.0.0.0', '127.0.0.1', '::'].includes(env.HOST) ? 'localhost' : env.HOST}:${env.PORT}`

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', async (code) => {
  await paypalStandIn?.close()
  process.exit(code ?? 0)
})

if (await listening(server)) {
  console.log(`\nDilemma is running at ${address}\n`)
  if (env.DEMO_SEED === 'true') {
    console.log(`Demo logins (password for all: ${demoPassword}):`)
    for (const [login, role] of demoLogins) console.log(`  ${login.padEnd(50)} ${role}`)
  }
  if (paypalStandIn) console.log(`\nPayments go to the local PayPal stand-in at ${paypalStandIn.url} (no money moves).`)
  console.log('\nPress Ctrl+C to stop.')
}

/** Whether something already listens on the address (the server would fail with EADDRINUSE). */
function portTaken(host, port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)))
    probe.listen(port, host, () => probe.close(() => resolve(false)))
  })
}

/** Resolves true when the server says it listens, false when it exits first. */
function listening(child) {
  return new Promise((resolve) => {
    child.on('message', (message) => message?.isAdonisJS && message.environment === 'web' && resolve(true))
    child.once('exit', () => resolve(false))
  })
}
