import { test } from '@japa/runner'
import { assertThrottled } from '#tests/helpers/throttle'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import Invitation from '#models/invitation'
import { uploadsMount } from '#services/http/web_dist'
import { ACCOUNT_LIMITS } from '#services/accounts/attempt_throttle'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { Multipart } from '#tests/helpers/multipart'
import { SmtpInbox, sendMailTo } from '#tests/helpers/smtp_inbox'
import { TemporaryOutbox, outboxForGroup } from '#tests/helpers/outbox'
import { createUser } from '#tests/helpers/users'
import { invite } from '#tests/helpers/invitations'
import { jpegWithExif } from '#tests/helpers/images'

const PASSWORD = 'a good password'

test.group('Registration by invitation, mails through a real SMTP server', (group) => {
  const inbox = new SmtpInbox()
  group.setup(() => sendMailTo(inbox))
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('an invited address registers end to end and is logged in with the Pro trial', async ({ client, assert }) => {
    const admin = await CookieAgent.open(client)
    await admin.actAs(await createUser({ role: 'admin' }))
    ;(await admin.send('post', '/api/admin/invitations', { emails: ['Mia@Example.com'], language: 'tr' })).assertStatus(
      201,
    )
    assert.equal(inbox.linkIn('mia@example.com', '/register').search, '')

    const visitor = await CookieAgent.open(client)
    const initiated = await visitor.send('post', '/api/auth/initiate-registration', {
      email: 'mia@example.com',
      language: 'de',
    })
    initiated.assertStatus(200)
    assert.isTrue(initiated.body().success)
    const token = inbox.linkIn('mia@example.com', '/register').searchParams.get('token')!
    assert.lengthOf(token, 43)
    assert.match(inbox.mails.at(-1)!.text, /Registrierung abschließen/)

    const avatar = await jpegWithExif()
    const completed = await visitor.send(
      'post',
      '/api/auth/complete-registration',
      new Multipart(
        { token, username: '  Mia Sommer ', password: PASSWORD, bio: ' Mother of two ' },
        { avatar: { contents: avatar, filename: 'me.jpg' } },
      ),
    )

    completed.assertStatus(201)
    assert.equal(completed.body().message, 'Registration successful')
    assert.containsSubset(completed.body().user, {
      username: 'Mia Sommer',
      email: 'mia@example.com',
      role: 'prouser',
      is_email_verified: true,
      bio: 'Mother of two',
      language: 'de',
      current_login_streak: 1,
    })
    const trialEndsAt = DateTime.fromISO(completed.body().user.trial_ends_at)
    assert.closeTo(trialEndsAt.diffNow('days').days, 30, 0.01)

    const avatarUrl: string = completed.body().user.avatar_url
    assert.match(avatarUrl, /^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/)
    const stored = await readFile(join(uploadsMount.directory, avatarUrl.slice(uploadsMount.prefix.length)))
    const metadata = await sharp(stored).metadata()
    assert.equal(metadata.format, 'webp')
    assert.isUndefined(metadata.exif)
    assert.notInclude(stored.toString('latin1'), 'SecretCam')

    const me = await visitor.send('get', '/api/users/me')
    me.assertStatus(200)
    assert.equal(me.body().user.username, 'Mia Sommer')
    const invitation = await Invitation.findByOrFail('email', 'mia@example.com')
    assert.isNotNull(invitation.usedAt)

    const reused = await (
      await CookieAgent.open(client)
    ).send(
      'post',
      '/api/auth/complete-registration',
      new Multipart({ token, username: 'someone else', password: PASSWORD }),
    )
    reused.assertStatus(400)
    assert.equal(reused.body().code, 'INVALID_OR_EXPIRED_TOKEN')
  })
})

async function registrationToken(outbox: TemporaryOutbox, client: ApiClient, email: string) {
  const agent = await CookieAgent.open(client)
  ;(await agent.send('post', '/api/auth/initiate-registration', { email })).assertStatus(200)
  return { agent, token: (await outbox.linkIn(email, '/register')).searchParams.get('token')! }
}

test.group('POST /api/auth/initiate-registration and complete-registration', (group) => {
  const outbox = outboxForGroup(group)

  test('{title} → 403 UNINVITED')
    .with([
      { title: 'not invited', expiresAt: null },
      { title: 'invitation expired', expiresAt: DateTime.utc().minus({ minutes: 1 }) },
    ])
    .run(async ({ client, assert }, { expiresAt }) => {
      if (expiresAt) await invite('zoe@example.com', expiresAt)
      const agent = await CookieAgent.open(client)

      const response = await agent.send('post', '/api/auth/initiate-registration', { email: 'zoe@example.com' })

      response.assertStatus(403)
      assert.equal(response.body().code, 'UNINVITED')
      assert.lengthOf(await outbox.mailsTo('zoe@example.com'), 0)
    })

  test('an address with an account → 409 EMAIL_EXISTS', async ({ client, assert }) => {
    await createUser({ email: 'taken@example.com' })
    const agent = await CookieAgent.open(client)

    const response = await agent.send('post', '/api/auth/initiate-registration', { email: 'Taken@Example.com' })

    response.assertStatus(409)
    assert.equal(response.body().code, 'EMAIL_EXISTS')
  })

  test('a malformed address → 422 VALIDATION_ERROR', async ({ client, assert }) => {
    const response = await (
      await CookieAgent.open(client)
    ).send('post', '/api/auth/initiate-registration', { email: 'nope' })

    response.assertStatus(422)
    assert.equal(response.body().errors[0].field, 'email')
  })

  test('the mail is written in the language asked for, German by default', async ({ client, assert }) => {
    await invite('lea@example.com')
    const agent = await CookieAgent.open(client)

    await agent.send('post', '/api/auth/initiate-registration', { email: 'lea@example.com', language: 'en' })
    assert.equal((await outbox.mailsTo('lea@example.com')).at(-1)!.subject, 'Confirm your e-mail address for Dilemma')

    await agent.send('post', '/api/auth/initiate-registration', { email: 'lea@example.com' })
    assert.equal(
      (await outbox.mailsTo('lea@example.com')).at(-1)!.subject,
      'Bestätige deine E-Mail-Adresse für Dilemma',
    )
  })

  test('a new request replaces the previous link', async ({ client, assert }) => {
    await invite('ida@example.com')
    const first = await registrationToken(outbox, client, 'ida@example.com')
    const second = await registrationToken(outbox, client, 'ida@example.com')
    assert.notEqual(first.token, second.token)

    const stale = await first.agent.send(
      'post',
      '/api/auth/complete-registration',
      new Multipart({ token: first.token, username: 'ida', password: PASSWORD }),
    )
    stale.assertStatus(400)
    assert.equal(stale.body().code, 'INVALID_OR_EXPIRED_TOKEN')
    ;(
      await second.agent.send(
        'post',
        '/api/auth/complete-registration',
        new Multipart({ token: second.token, username: 'ida', password: PASSWORD }),
      )
    ).assertStatus(201)
  })

  test('an expired or unknown token → 400 INVALID_OR_EXPIRED_TOKEN', async ({ client, assert }) => {
    const invitation = await invite('eva@example.com')
    const { agent, token } = await registrationToken(outbox, client, 'eva@example.com')
    await invitation.refresh()
    await invitation.merge({ tokenExpiresAt: DateTime.utc().minus({ seconds: 1 }) }).save()

    for (const candidate of [token, 'not-a-token']) {
      const response = await agent.send(
        'post',
        '/api/auth/complete-registration',
        new Multipart({ token: candidate, username: 'eva', password: PASSWORD }),
      )
      response.assertStatus(400)
      assert.equal(response.body().code, 'INVALID_OR_EXPIRED_TOKEN')
    }
    assert.isNull(await User.findBy('email', 'eva@example.com'))
  })

  test('a username taken in any letter case → 409 USERNAME_TAKEN, and the link still works', async ({
    client,
    assert,
  }) => {
    await createUser({ username: 'Sunny' })
    await invite('ria@example.com')
    const { agent, token } = await registrationToken(outbox, client, 'ria@example.com')

    const taken = await agent.send(
      'post',
      '/api/auth/complete-registration',
      new Multipart({ token, username: ' sUNNY ', password: PASSWORD }),
    )
    taken.assertStatus(409)
    assert.equal(taken.body().code, 'USERNAME_TAKEN')
    assert.isNull((await Invitation.findByOrFail('email', 'ria@example.com')).usedAt)

    ;(
      await agent.send(
        'post',
        '/api/auth/complete-registration',
        new Multipart({ token, username: 'Sunny2', password: PASSWORD }),
      )
    ).assertStatus(201)
  })

  test('every field rule → 422 VALIDATION_ERROR', async ({ client, assert }) => {
    const agent = await CookieAgent.open(client)

    const response = await agent.send(
      'post',
      '/api/auth/complete-registration',
      new Multipart({ token: 'x', username: ' ab ', password: '12345', bio: 'b'.repeat(301) }),
    )
    response.assertStatus(422)
    assert.sameMembers(
      response.body().errors.map((error: { field: string }) => error.field),
      ['username', 'password', 'bio'],
    )

    const long = await agent.send(
      'post',
      '/api/auth/complete-registration',
      new Multipart({ token: 'x', username: 'u'.repeat(51), password: 'p'.repeat(129) }),
    )
    assert.sameMembers(
      long.body().errors.map((error: { field: string }) => error.field),
      ['username', 'password'],
    )

    const withAt = await agent.send(
      'post',
      '/api/auth/complete-registration',
      new Multipart({ token: 'x', username: 'a@b', password: PASSWORD }),
    )
    assert.deepEqual(
      withAt.body().errors.map((error: { field: string }) => error.field),
      ['username'],
    )
  })

  test('an avatar that is not an image → 422 INVALID_IMAGE_TYPE; over 5 MB → 422 on avatar', async ({
    client,
    assert,
  }) => {
    await invite('ola@example.com')
    const { agent, token } = await registrationToken(outbox, client, 'ola@example.com')

    const fake = await agent.send(
      'post',
      '/api/auth/complete-registration',
      new Multipart(
        { token, username: 'ola', password: PASSWORD },
        { avatar: { contents: Buffer.from('<svg onload="alert(1)">'), filename: 'avatar.png' } },
      ),
    )
    fake.assertStatus(422)
    assert.equal(fake.body().code, 'INVALID_IMAGE_TYPE')

    const huge = await agent.send(
      'post',
      '/api/auth/complete-registration',
      new Multipart(
        { token, username: 'ola', password: PASSWORD },
        { avatar: { contents: Buffer.alloc(5 * 1024 * 1024 + 1), filename: 'big.jpg' } },
      ),
    )
    huge.assertStatus(422)
    assert.equal(huge.body().errors[0].field, 'avatar')
    assert.isNull(await User.findBy('email', 'ola@example.com'))
  })

  test('initiate-registration is rate limited per address → 429 TOO_MANY_ATTEMPTS', async ({ client }) => {
    await invite('kim@example.com')
    const agent = await CookieAgent.open(client)
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.initiateRegistration.perAccount.requests; attempt++) {
      ;(await agent.send('post', '/api/auth/initiate-registration', { email: 'kim@example.com' })).assertStatus(200)
    }

    const blocked = await agent.send('post', '/api/auth/initiate-registration', { email: 'KIM@example.com' })

    assertThrottled(blocked)
  })

  test('initiate-registration is rate limited per IP → 429 TOO_MANY_ATTEMPTS', async ({ client }) => {
    const agent = await CookieAgent.open(client)
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.initiateRegistration.perIp.requests; attempt++) {
      ;(
        await agent.send('post', '/api/auth/initiate-registration', { email: `nobody${attempt}@example.com` })
      ).assertStatus(403)
    }

    const blocked = await agent.send('post', '/api/auth/initiate-registration', { email: 'another@example.com' })

    assertThrottled(blocked)
  })

  test('without the XSRF header → 403 CSRF_MISMATCH', async ({ client, assert }) => {
    await invite('no@example.com')
    const agent = await CookieAgent.open(client)

    const response = await agent.send(
      'post',
      '/api/auth/initiate-registration',
      { email: 'no@example.com' },
      { csrf: false },
    )

    response.assertStatus(403)
    assert.equal(response.body().code, 'CSRF_MISMATCH')
    assert.lengthOf(await outbox.mailsTo('no@example.com'), 0)
  })

  test('the trial ends after 30 days: the role is derived on read', async ({ client, assert }) => {
    await invite('tia@example.com')
    const { agent, token } = await registrationToken(outbox, client, 'tia@example.com')
    const created = await agent.send(
      'post',
      '/api/auth/complete-registration',
      new Multipart({ token, username: 'tia', password: PASSWORD }),
    )
    assert.equal(created.body().user.role, 'prouser')

    const user = await User.findByOrFail('email', 'tia@example.com')
    await user.merge({ trialEndsAt: DateTime.utc().minus({ seconds: 1 }) }).save()

    const me = await agent.send('get', '/api/users/me')
    assert.equal(me.body().user.role, 'user')
  })
})
