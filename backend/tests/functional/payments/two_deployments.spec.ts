/*
 * Two deployments on one PayPal app (a reset demo, a restored backup, staging beside production):
 * two real server processes (bench/source_server.ts), each with a fresh SQLite database of its
 * own, against ONE PayPal stand-in, which keeps every PayPal-Request-Id it was sent, as PayPal
 * does for hours. Both databases hand out payment row 1; each capture must be her own order's.
 */
import { test } from '@japa/runner'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SourceServer } from '#bench/source_server'
import { DEMO_PASSWORD } from '#database/demo/demo_accounts'
import { FleetTab } from '#tests/helpers/server_fleet'
import { usePayPalStandIn } from '#tests/functional/payments/payment_helpers'
import type { PayPalStandIn } from '../../../../scripts/paypal-standin/paypal_standin.mjs'

/** The demo's basic member, in every freshly seeded database. */
const MEMBER = 'mia_member'

/** A server of its own on a fresh SQLite database (migrated and seeded with the demo as it starts). */
function deployment(directory: string, name: string): Promise<SourceServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DB_CONNECTION: 'sqlite',
    SQLITE_PATH: join(directory, `${name}.sqlite3`),
    DB_PREPARE_ON_START: 'true',
    DEMO_SEED: 'true',
    SESSION_DRIVER: 'cookie',
    LIMITER_STORE: 'memory',
    WEB_CONCURRENCY: '',
  }
  // Nothing shared but PayPal: no Redis, whose keys would mix the two databases' members.
  delete env.REDIS_HOST
  return SourceServer.start({ env })
}

/** She signs in on `server`, orders `plan`, approves at PayPal and captures: answers her order and capture. */
async function buys(server: SourceServer, standIn: PayPalStandIn, plan: string) {
  const tab = new FleetTab()
  await tab.send(server, 'GET', '/api/health')
  const login = await tab.send(server, 'POST', '/api/auth/login', { usernameOrEmail: MEMBER, password: DEMO_PASSWORD })
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`)
  const userId = (await tab.send(server, 'GET', '/api/users/me')).body.user!.id
  const orderId = (await tab.send(server, 'POST', '/api/paypal/create-order', { plan })).body.id!
  standIn.approveOrder(orderId)
  const captured = await tab.send(server, 'POST', '/api/paypal/capture-order', { orderID: orderId, userId, plan })
  const role = (await tab.send(server, 'GET', '/api/users/me')).body.user?.role
  return { orderId, captured, role }
}

test.group('Two deployments with fresh databases on one PayPal', (group) => {
  // The stand-in's PAYPAL_* variables are in this process's environment, which the servers inherit.
  const paypal = usePayPalStandIn(group)
  const servers: SourceServer[] = []

  group.setup(async () => {
    const directory = await mkdtemp(join(tmpdir(), 'dilemma-deployments-'))
    // One after the other: both seed the demo, which writes the same demo image.
    for (const name of ['first', 'second']) servers.push(await deployment(directory, name))
    return async () => {
      await Promise.all(servers.map((server) => server.stop()))
      await rm(directory, { recursive: true, force: true })
    }
  })

  test('both capture payment row 1 with request ids of their own, and each member gets her own order plan', async ({
    assert,
  }) => {
    const [first, second] = servers as [SourceServer, SourceServer]
    const standIn = paypal()

    const pro = await buys(first, standIn, 'pro')
    const premium = await buys(second, standIn, 'enterprise')

    for (const { orderId } of [pro, premium]) {
      const order = standIn.getOrder(orderId) as { purchase_units: { custom_id: string }[] }
      assert.equal(order.purchase_units[0]!.custom_id, 'dilemma-payment:1')
      assert.equal(standIn.captureCount(orderId), 1)
    }
    assert.equal(pro.captured.status, 200, JSON.stringify(pro.captured.body))
    assert.equal(premium.captured.status, 200, JSON.stringify(premium.captured.body))
    assert.deepEqual([pro.role, premium.role], ['prouser', 'premiumuser'])
    const [firstIds, secondIds] = [standIn.captureRequestIds(pro.orderId), standIn.captureRequestIds(premium.orderId)]
    assert.lengthOf(firstIds, 1)
    assert.lengthOf(secondIds, 1)
    assert.notEqual(firstIds[0], secondIds[0])
  }).timeout(60_000)
})
