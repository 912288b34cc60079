import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import { uploadsMount } from '#services/http/web_dist'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { Multipart } from '#tests/helpers/multipart'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'
import { invite } from '#tests/helpers/invitations'
import { jpegWithExif } from '#tests/helpers/images'
import { outboxForGroup } from '#tests/helpers/outbox'

const NEW_PASSWORD = 'my new password'

function avatarFile(url: string) {
  return join(uploadsMount.directory, url.slice(uploadsMount.prefix.length))
}

test.group('PUT /api/users/me', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('changes only what was sent: username, bio, avatar', async ({ client, assert }) => {
    const user = await createUser({ username: 'before' })
    await user.merge({ bio: 'old bio' }).save()
    const agent = await CookieAgent.open(client)
    await agent.actAs(user)

    const bioOnly = await agent.send('put', '/api/users/me', new Multipart({ bio: '  new bio ' }))
    bioOnly.assertStatus(200)
    assert.containsSubset(bioOnly.body().user, { username: 'before', bio: 'new bio', username_last_changed_at: null })

    const renamed = await agent.send(
      'put',
      '/api/users/me',
      new Multipart({ username: 'after' }, { avatar: { contents: await jpegWithExif(), filename: 'a.jpg' } }),
    )
    renamed.assertStatus(200)
    assert.containsSubset(renamed.body().user, { username: 'after', bio: 'new bio' })
    assert.isNotNull(renamed.body().user.username_last_changed_at)
    const firstAvatar: string = renamed.body().user.avatar_url
    assert.isTrue(existsSync(avatarFile(firstAvatar)))

    const replaced = await agent.send(
      'put',
      '/api/users/me',
      new Multipart({}, { avatar: { contents: await jpegWithExif(), filename: 'b.jpg' } }),
    )
    assert.notEqual(replaced.body().user.avatar_url, firstAvatar)
    assert.isFalse(existsSync(avatarFile(firstAvatar)), 'the replaced avatar file is removed')

    const cleared = await agent.send('put', '/api/users/me', new Multipart({ bio: '' }))
    assert.isNull(cleared.body().user.bio)
  })

  test('the same username again is no change and does not start the 30 days', async ({ client, assert }) => {
    const user = await createUser({ username: 'Same' })
    const agent = await CookieAgent.open(client)
    await agent.actAs(user)

    const response = await agent.send('put', '/api/users/me', new Multipart({ username: 'Same' }))

    response.assertStatus(200)
    assert.isNull(response.body().user.username_last_changed_at)
  })

  test('a second username change within 30 days → 400 USERNAME_CHANGE_TOO_SOON with the next date', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ username: 'first' })
    const changedAt = DateTime.utc().minus({ days: 29 }).startOf('second')
    await user.merge({ usernameLastChangedAt: changedAt }).save()
    const agent = await CookieAgent.open(client)
    await agent.actAs(user)

    const response = await agent.send('put', '/api/users/me', new Multipart({ username: 'second', bio: 'kept?' }))

    response.assertStatus(400)
    assert.equal(response.body().code, 'USERNAME_CHANGE_TOO_SOON')
    assert.equal(response.body().nextAllowedAt, changedAt.plus({ days: 30 }).toISO())
    await user.refresh()
    assert.equal(user.username, 'first')
    assert.isNull(user.bio)

    await user.merge({ usernameLastChangedAt: DateTime.utc().minus({ days: 30, minutes: 1 }) }).save()
    ;(await agent.send('put', '/api/users/me', new Multipart({ username: 'second' }))).assertStatus(200)
  })

  test("another member's username in any letter case → 409 USERNAME_TAKEN", async ({ client, assert }) => {
    await createUser({ username: 'Luna' })
    const user = await createUser({ username: 'stella' })
    const agent = await CookieAgent.open(client)
    await agent.actAs(user)

    const response = await agent.send('put', '/api/users/me', new Multipart({ username: 'LUNA' }))

    response.assertStatus(409)
    assert.equal(response.body().code, 'USERNAME_TAKEN')
    await user.refresh()
    assert.equal(user.username, 'stella')
    assert.isNull(user.usernameLastChangedAt)
  })

  test('invalid fields → 422; a non-image avatar → 422 INVALID_IMAGE_TYPE', async ({ client, assert }) => {
    const agent = await CookieAgent.open(client)
    await agent.actAs(await createUser())

    const invalid = await agent.send('put', '/api/users/me', new Multipart({ username: 'x', bio: 'b'.repeat(301) }))
    invalid.assertStatus(422)
    assert.sameMembers(
      invalid.body().errors.map((error: { field: string }) => error.field),
      ['username', 'bio'],
    )

    const notImage = await agent.send(
      'put',
      '/api/users/me',
      new Multipart({}, { avatar: { contents: Buffer.from('GIF89a but not really'), filename: 'x.gif' } }),
    )
    notImage.assertStatus(422)
    assert.equal(notImage.body().code, 'INVALID_IMAGE_TYPE')
  })

  test('a guest → 401 TOKEN_MISSING; without the XSRF header → 403 CSRF_MISMATCH', async ({ client, assert }) => {
    const guest = await CookieAgent.open(client)
    const anonymous = await guest.send('put', '/api/users/me', new Multipart({ bio: 'hi' }))
    anonymous.assertStatus(401)
    assert.equal(anonymous.body().code, 'TOKEN_MISSING')

    const user = await createUser()
    await guest.actAs(user)
    const forged = await guest.send('put', '/api/users/me', new Multipart({ bio: 'hi' }), { csrf: false })
    forged.assertStatus(403)
    assert.equal(forged.body().code, 'CSRF_MISMATCH')
  })
})

test.group('PUT /api/users/change-password', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('changes the password, keeps this session and ends the others', async ({ client, assert }) => {
    const user = await createUser()
    const here = await CookieAgent.open(client)
    await here.actAs(user)
    const elsewhere = await CookieAgent.open(client)
    await elsewhere.actAs(user)

    const response = await here.send('put', '/api/users/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    })

    response.assertStatus(200)
    ;(await here.send('get', '/api/users/me')).assertStatus(200)
    const other = await elsewhere.send('get', '/api/users/me')
    other.assertStatus(401)
    assert.equal(other.body().code, 'TOKEN_BLACKLISTED')
    const login = await (
      await CookieAgent.open(client)
    ).send('post', '/api/auth/login', { usernameOrEmail: user.username, password: NEW_PASSWORD })
    login.assertStatus(200)
  })

  test('a wrong or missing current password → 400 INVALID_PASSWORD', async ({ client, assert }) => {
    const agent = await CookieAgent.open(client)
    await agent.actAs(await createUser())

    for (const currentPassword of ['wrong password', undefined]) {
      const response = await agent.send('put', '/api/users/change-password', {
        currentPassword,
        newPassword: NEW_PASSWORD,
      })
      response.assertStatus(400)
      assert.equal(response.body().code, 'INVALID_PASSWORD')
    }
  })

  test('a Google-only account sets its first password without a current one', async ({ client, assert }) => {
    const user = await createUser({ password: null })
    const agent = await CookieAgent.open(client)
    await agent.actAs(user)

    ;(await agent.send('put', '/api/users/change-password', { newPassword: NEW_PASSWORD })).assertStatus(200)

    await user.refresh()
    assert.isNotNull(user.password)
  })

  test('a too short new password → 422; a guest → 401', async ({ client, assert }) => {
    const agent = await CookieAgent.open(client)
    const guest = await agent.send('put', '/api/users/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    })
    guest.assertStatus(401)

    await agent.actAs(await createUser())
    const short = await agent.send('put', '/api/users/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: '12345',
    })
    short.assertStatus(422)
    assert.equal(short.body().errors[0].field, 'newPassword')
  })
})

test.group('DELETE /api/users/me', (group) => {
  const outbox = outboxForGroup(group)

  test('anonymises the account, frees the e-mail and ends every session', async ({ client, assert }) => {
    const user = await createUser({ username: 'Leaving', email: 'leaving@example.com' })
    const agent = await CookieAgent.open(client)
    await agent.actAs(user)
    const avatar = (
      await agent.send(
        'put',
        '/api/users/me',
        new Multipart({ bio: 'about me' }, { avatar: { contents: await jpegWithExif(), filename: 'a.jpg' } }),
      )
    ).body().user.avatar_url
    const otherDevice = await CookieAgent.open(client)
    await otherDevice.actAs(user)

    const response = await agent.send('delete', '/api/users/me', { password: TEST_PASSWORD })

    response.assertStatus(200)
    assert.isFalse(agent.has('dilemma_access'))
    await user.refresh()
    assert.containsSubset(user.serialize(), {
      username: `deleted@${user.id}`,
      email: `deleted-${user.id}@deleted.invalid`,
      bio: null,
      avatarUrl: null,
    })
    assert.isNull(user.password)
    assert.isNotNull(user.deletedAt)
    assert.isFalse(existsSync(avatarFile(avatar)))
    assert.equal((await otherDevice.send('get', '/api/users/me')).body().code, 'TOKEN_BLACKLISTED')
    ;(
      await otherDevice.send('post', '/api/auth/login', {
        usernameOrEmail: 'leaving@example.com',
        password: TEST_PASSWORD,
      })
    ).assertStatus(401)
    ;(
      await otherDevice.send('post', '/api/auth/login', { usernameOrEmail: 'Leaving', password: TEST_PASSWORD })
    ).assertStatus(401)

    // The address and the username are free again.
    await invite('leaving@example.com')
    const initiate = await otherDevice.send('post', '/api/auth/initiate-registration', { email: 'leaving@example.com' })
    initiate.assertStatus(200)
    assert.lengthOf(await outbox.mailsTo('leaving@example.com'), 1)
    await createUser({ username: 'leaving' })
  })

  test('a Google-only account confirms with her username, in any letter case', async ({ client, assert }) => {
    const user = await createUser({ username: 'Google Gina', password: null })
    const agent = await CookieAgent.open(client)
    await agent.actAs(user)
    const me = await agent.send('get', '/api/users/me')
    assert.isFalse(me.body().user.has_password)

    ;(await agent.send('delete', '/api/users/me', { username: ' google GINA ' })).assertStatus(200)

    assert.isNotNull((await User.findOrFail(user.id)).deletedAt)
  })

  test('{title}')
    .with([
      { title: 'a wrong password → 400 INVALID_PASSWORD', body: { password: 'wrong' }, code: 'INVALID_PASSWORD' },
      { title: 'no password → 400 CONFIRMATION_REQUIRED', body: {}, code: 'CONFIRMATION_REQUIRED' },
      { title: 'an empty password → 400 CONFIRMATION_REQUIRED', body: { password: '' }, code: 'CONFIRMATION_REQUIRED' },
      {
        title: 'a bare confirmation instead of the password → 400 CONFIRMATION_REQUIRED',
        body: { confirm: true },
        code: 'CONFIRMATION_REQUIRED',
      },
      {
        title: 'the username instead of the password → 400 CONFIRMATION_REQUIRED',
        body: { username: 'Staying' },
        code: 'CONFIRMATION_REQUIRED',
      },
      {
        title: 'Google-only: no username → 400 CONFIRMATION_REQUIRED',
        googleOnly: true,
        body: {},
        code: 'CONFIRMATION_REQUIRED',
      },
      {
        title: 'Google-only: a bare confirmation → 400 CONFIRMATION_REQUIRED',
        googleOnly: true,
        body: { confirm: true },
        code: 'CONFIRMATION_REQUIRED',
      },
      {
        title: 'Google-only: another name → 400 USERNAME_MISMATCH',
        googleOnly: true,
        body: { username: 'Staying2' },
        code: 'USERNAME_MISMATCH',
      },
    ])
    .run(async ({ client, assert }, { body, code, googleOnly }) => {
      const user = await createUser({ username: 'Staying', password: googleOnly ? null : TEST_PASSWORD })
      const agent = await CookieAgent.open(client)
      await agent.actAs(user)

      const response = await agent.send('delete', '/api/users/me', body)

      response.assertStatus(400)
      assert.equal(response.body().code, code)
      assert.isNull((await User.findOrFail(user.id)).deletedAt)
      ;(await agent.send('get', '/api/users/me')).assertStatus(200)
    })

  test('a guest → 401; without the XSRF header → 403', async ({ client, assert }) => {
    const agent = await CookieAgent.open(client)
    ;(await agent.send('delete', '/api/users/me', { password: TEST_PASSWORD })).assertStatus(401)

    const user = await createUser()
    await agent.actAs(user)
    ;(await agent.send('delete', '/api/users/me', { password: TEST_PASSWORD }, { csrf: false })).assertStatus(403)
    assert.isNull((await User.findOrFail(user.id)).deletedAt)
  })
})
