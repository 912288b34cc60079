import { test } from '@japa/runner'
import { ACCOUNT_LIMITS } from '#services/accounts/attempt_throttle'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { outboxForGroup } from '#tests/helpers/outbox'
import { invite } from '#tests/helpers/invitations'
import { assertThrottled } from '#tests/helpers/throttle'
import { createUser } from '#tests/helpers/users'

const PARALLEL_CALLS = 30

/** Sends the same call PARALLEL_CALLS times at once; the answers' statuses. */
async function statusesOfParallel(agent: CookieAgent, url: string, body: Record<string, string>) {
  const responses = await Promise.all(Array.from({ length: PARALLEL_CALLS }, () => agent.send('post', url, body)))
  return responses.map((response) => response.status())
}

test.group('Hardening: account endpoint throttles', (group) => {
  const outbox = outboxForGroup(group)

  test('30 parallel forgot-password calls for one address: only the limit is served', async ({ client, assert }) => {
    await createUser({ email: 'busy@example.com' })
    const agent = await CookieAgent.open(client)

    const statuses = await statusesOfParallel(agent, '/api/auth/forgot-password', { email: 'busy@example.com' })

    const limit = ACCOUNT_LIMITS.forgotPassword.perAccount.requests
    assert.equal(statuses.filter((status) => status === 200).length, limit)
    assert.equal(statuses.filter((status) => status === 429).length, PARALLEL_CALLS - limit)
    assert.lengthOf(await outbox.mailsTo('busy@example.com'), limit)
  })

  test('30 parallel initiate-registration calls for one address: only the limit is served', async ({
    client,
    assert,
  }) => {
    await invite('eager@example.com')
    const agent = await CookieAgent.open(client)

    const statuses = await statusesOfParallel(agent, '/api/auth/initiate-registration', { email: 'eager@example.com' })

    const limit = ACCOUNT_LIMITS.initiateRegistration.perAccount.requests
    assert.equal(statuses.filter((status) => status === 200).length, limit)
    assert.equal(statuses.filter((status) => status === 429).length, PARALLEL_CALLS - limit)
  })

  test('30 parallel reset-password guesses: only the limit reaches the token check', async ({ client, assert }) => {
    const agent = await CookieAgent.open(client)

    const statuses = await statusesOfParallel(agent, '/api/auth/reset-password', {
      token: 'guess',
      newPassword: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    })

    const limit = ACCOUNT_LIMITS.resetPassword.perIp.requests
    assert.equal(statuses.filter((status) => status === 400).length, limit)
    assert.equal(statuses.filter((status) => status === 429).length, PARALLEL_CALLS - limit)
  })

  test('calls refused by the address limit do not use up the IP limit', async ({ client }) => {
    const agent = await CookieAgent.open(client)
    const { perAccount, perIp } = ACCOUNT_LIMITS.forgotPassword
    for (let call = 0; call < perAccount.requests; call++) {
      ;(await agent.send('post', '/api/auth/forgot-password', { email: 'first@example.com' })).assertStatus(200)
    }
    for (let call = 0; call < perIp.requests; call++) {
      assertThrottled(await agent.send('post', '/api/auth/forgot-password', { email: 'First@Example.com' }))
    }

    const another = await agent.send('post', '/api/auth/forgot-password', { email: 'second@example.com' })

    another.assertStatus(200)
  })
})
