import { test } from '@japa/runner'
import { assertThrottled } from '#tests/helpers/throttle'
import { DateTime } from 'luxon'
import PasswordResetToken from '#models/password_reset_token'
import { ACCOUNT_LIMITS } from '#services/accounts/attempt_throttle'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { outboxForGroup } from '#tests/helpers/outbox'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'

const GENERIC_ANSWER = { success: true, message: 'If an account exists for this address, a reset link has been sent.' }
const NEW_PASSWORD = 'a brand new secret'

test.group('POST /api/auth/forgot-password and reset-password', (group) => {
  const outbox = outboxForGroup(group)

  async function resetLinkFor(email: string, agent: CookieAgent) {
    ;(await agent.send('post', '/api/auth/forgot-password', { email })).assertBody(GENERIC_ANSWER)
    return (await outbox.linkIn(email, '/reset-password')).searchParams.get('token')!
  }

  test('a known and an unknown address get the same answer; only the known one gets a mail', async ({
    client,
    assert,
  }) => {
    await createUser({ email: 'known@example.com' })
    const agent = await CookieAgent.open(client)

    const known = await agent.send('post', '/api/auth/forgot-password', { email: 'Known@Example.com', language: 'en' })
    const unknown = await agent.send('post', '/api/auth/forgot-password', { email: 'unknown@example.com' })

    known.assertStatus(200)
    known.assertBody(GENERIC_ANSWER)
    unknown.assertStatus(200)
    unknown.assertBody(GENERIC_ANSWER)
    const [mail] = await outbox.mailsTo('known@example.com')
    assert.equal(mail!.subject, 'Reset your Dilemma password')
    assert.lengthOf(await outbox.mailsTo('unknown@example.com'), 0)
  })

  test('a Google-only account → 409 GOOGLE_ACCOUNT_EXISTS', async ({ client, assert }) => {
    const user = await createUser({ email: 'gina@example.com', password: null })
    await user.merge({ googleId: 'google-123' }).save()

    const response = await (
      await CookieAgent.open(client)
    ).send('post', '/api/auth/forgot-password', { email: 'gina@example.com' })

    response.assertStatus(409)
    assert.equal(response.body().code, 'GOOGLE_ACCOUNT_EXISTS')
    assert.lengthOf(await outbox.mailsTo('gina@example.com'), 0)
  })

  test('resetting sets the new password, uses the link up and ends every session', async ({ client, assert }) => {
    const user = await createUser({ email: 'rita@example.com' })
    const loggedIn = await CookieAgent.open(client)
    await loggedIn.actAs(user)
    const visitor = await CookieAgent.open(client)
    const token = await resetLinkFor('rita@example.com', visitor)

    const reset = await visitor.send('post', '/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    reset.assertStatus(200)
    assert.isTrue(reset.body().success)

    const stale = await loggedIn.send('get', '/api/users/me')
    stale.assertStatus(401)
    assert.equal(stale.body().code, 'TOKEN_BLACKLISTED')
    ;(
      await visitor.send('post', '/api/auth/login', { usernameOrEmail: user.email, password: TEST_PASSWORD })
    ).assertStatus(401)
    ;(
      await visitor.send('post', '/api/auth/login', { usernameOrEmail: user.email, password: NEW_PASSWORD })
    ).assertStatus(200)

    const again = await visitor.send('post', '/api/auth/reset-password', {
      token,
      newPassword: 'another one',
      confirmPassword: 'another one',
    })
    again.assertStatus(400)
    assert.equal(again.body().code, 'INVALID_OR_EXPIRED_TOKEN')
  })

  test('a link older than an hour, an unknown one, or one of a deleted account → 400 INVALID_OR_EXPIRED_TOKEN', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ email: 'old@example.com' })
    const agent = await CookieAgent.open(client)
    const expiredToken = await resetLinkFor('old@example.com', agent)
    await PasswordResetToken.query()
      .where('user_id', user.id)
      .update({ expires_at: toSqlDateTime(DateTime.utc().minus({ minutes: 1 })) })
    const goneUser = await createUser({ email: 'gone@example.com' })
    const deletedAccountToken = await resetLinkFor('gone@example.com', agent)
    await goneUser.merge({ deletedAt: DateTime.utc() }).save()

    for (const token of [expiredToken, 'made-up', deletedAccountToken]) {
      const response = await agent.send('post', '/api/auth/reset-password', {
        token,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      })
      response.assertStatus(400)
      assert.equal(response.body().code, 'INVALID_OR_EXPIRED_TOKEN')
    }
  })

  test('passwords that differ or are too short → 422 VALIDATION_ERROR', async ({ client, assert }) => {
    const agent = await CookieAgent.open(client)

    const response = await agent.send('post', '/api/auth/reset-password', {
      token: 'x',
      newPassword: '12345',
      confirmPassword: '54321',
    })

    response.assertStatus(422)
    assert.sameMembers(
      response.body().errors.map((error: { field: string }) => error.field),
      ['newPassword', 'confirmPassword'],
    )
  })

  test('forgot-password is rate limited per address → 429 TOO_MANY_ATTEMPTS', async ({ client }) => {
    const agent = await CookieAgent.open(client)
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.forgotPassword.perAccount.requests; attempt++) {
      ;(await agent.send('post', '/api/auth/forgot-password', { email: 'someone@example.com' })).assertStatus(200)
    }

    const blocked = await agent.send('post', '/api/auth/forgot-password', { email: 'someone@example.com' })

    assertThrottled(blocked)
  })

  test('reset-password is rate limited per IP → 429 TOO_MANY_ATTEMPTS', async ({ client }) => {
    const agent = await CookieAgent.open(client)
    const body = { token: 'guess', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.resetPassword.perIp.requests; attempt++) {
      ;(await agent.send('post', '/api/auth/reset-password', body)).assertStatus(400)
    }

    const blocked = await agent.send('post', '/api/auth/reset-password', body)

    assertThrottled(blocked)
  })

  test('without the XSRF header → 403 CSRF_MISMATCH', async ({ client, assert }) => {
    await createUser({ email: 'csrf@example.com' })
    const response = await (
      await CookieAgent.open(client)
    ).send('post', '/api/auth/forgot-password', { email: 'csrf@example.com' }, { csrf: false })

    response.assertStatus(403)
    assert.equal(response.body().code, 'CSRF_MISMATCH')
    assert.lengthOf(await outbox.mailsTo('csrf@example.com'), 0)
  })
})
