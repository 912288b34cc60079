import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import SignInWithGoogle from '#actions/accounts/sign_in_with_google'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { Multipart } from '#tests/helpers/multipart'
import { outboxForGroup } from '#tests/helpers/outbox'
import { createUser } from '#tests/helpers/users'
import { invite } from '#tests/helpers/invitations'

/** A username is one visible name, never a lookalike of another or of the team's. */

/** PUT /api/users/me by `user` (a fresh member unless given) with only a new username. */
async function renameTo(client: ApiClient, username: string, user?: User) {
  const agent = await CookieAgent.open(client)
  await agent.actAs(user ?? (await createUser()))
  return agent.send('put', '/api/users/me', new Multipart({ username }))
}

test.group('Usernames: hidden characters', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{title} → 422 username.hiddenCharacters, the name unchanged')
    .with([
      { title: 'a zero-width joiner', username: 'ad\u200Dmin' },
      { title: 'a right-to-left override (U+202E)', username: 'mia\u202Eabc' },
      { title: 'a right-to-left mark (U+200F)', username: 'mia\u200Fabc' },
      { title: 'a newline', username: 'mia\nabc' },
      { title: 'a NUL character', username: 'mia\u0000abc' },
      { title: 'a Hangul filler (invisible letter)', username: 'mia\u3164' },
    ])
    .run(async ({ client, assert }, { username }) => {
      const user = await createUser({ username: 'before' })

      const response = await renameTo(client, username, user)

      response.assertStatus(422)
      assert.deepEqual(response.body(), {
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Some fields are invalid.',
        errors: [
          {
            field: 'username',
            rule: 'username.hiddenCharacters',
            message: 'The username may not contain invisible, control or text-direction characters.',
          },
        ],
      })
      assert.equal((await User.findOrFail(user.id)).username, 'before')
    })
})

test.group('Usernames: compatibility forms and lookalikes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('fullwidth letters are stored in their NFKC form', async ({ client, assert }) => {
    const response = await renameTo(client, '\uFF4D\uFF49\uFF41\uFF3F\uFF53\uFF4F\uFF4D\uFF4D\uFF45\uFF52')

    response.assertStatus(200)
    assert.equal(response.body().user.username, 'mia_sommer')
  })

  test('{title} → 409 USERNAME_TAKEN')
    .with([
      { title: 'fullwidth letters of an existing name', existing: 'Lena', username: '\uFF2C\uFF25\uFF2E\uFF21' },
      { title: 'a Cyrillic а in an existing name', existing: 'anna_k', username: '\u0430nna_k' },
      { title: 'Cyrillic р and а for Latin p and a', existing: 'paula', username: '\u0440\u0430ula' },
      { title: '"rn" for "m" of an existing name', existing: 'marie', username: 'rnarie' },
    ])
    .run(async ({ client, assert }, { existing, username }) => {
      await createUser({ username: existing })

      const response = await renameTo(client, username)

      response.assertStatus(409)
      assert.equal(response.body().code, 'USERNAME_TAKEN')
    })

  test('reserved name {username} → 409 USERNAME_TAKEN')
    .with([
      { username: 'admin' },
      { username: 'Moderator' },
      { username: '\u0430dmin' },
      { username: '\uFF33\uFF35\uFF30\uFF30\uFF2F\uFF32\uFF34' },
      { username: 'dilernma' },
    ])
    .run(async ({ client, assert }, { username }) => {
      const response = await renameTo(client, username)

      response.assertStatus(409)
      assert.equal(response.body().code, 'USERNAME_TAKEN')
    })

  test('letters with accents and of other scripts stay as typed: {username}')
    .with([{ username: 'Müller' }, { username: 'Ayşe Yılmaz' }, { username: 'Παύλα' }])
    .run(async ({ client, assert }, { username }) => {
      const response = await renameTo(client, username)

      response.assertStatus(200)
      assert.equal(response.body().user.username, username)
    })

  test('two members taking lookalikes at once: the unique index lets exactly one win', async ({ client, assert }) => {
    const [first, second] = [await createUser(), await createUser()]

    const responses = await Promise.all([renameTo(client, 'kaya', first), renameTo(client, 'k\u0430y\u0430', second)])

    assert.sameMembers(
      responses.map((response) => response.status()),
      [200, 409],
    )
    assert.equal(responses.find((response) => response.status() === 409)!.body().code, 'USERNAME_TAKEN')
  })
})

test.group('Usernames: registration and Google sign-up follow the same rules', (group) => {
  const outbox = outboxForGroup(group)

  test('complete-registration refuses hidden characters and lookalikes, and stores NFKC', async ({
    client,
    assert,
  }) => {
    await createUser({ username: 'Selin' })
    await invite('nora@example.com')
    const agent = await CookieAgent.open(client)
    ;(await agent.send('post', '/api/auth/initiate-registration', { email: 'nora@example.com' })).assertStatus(200)
    const token = (await outbox.linkIn('nora@example.com', '/register')).searchParams.get('token')!
    const register = (username: string) =>
      agent.send('post', '/api/auth/complete-registration', new Multipart({ token, username, password: 'secret-1' }))

    ;(await register('no\u200Bra')).assertStatus(422)
    const lookalike = await register('S\u0435lin')
    lookalike.assertStatus(409)
    assert.equal(lookalike.body().code, 'USERNAME_TAKEN')
    ;(await register('Support')).assertStatus(409)

    const registered = await register('\uFF2E\uFF4F\uFF52\uFF41')
    registered.assertStatus(201)
    assert.equal(registered.body().user.username, 'Nora')
  })

  test('a Google name loses its hidden characters, and a reserved one gets a number', async ({ assert }) => {
    await invite('ada@example.com')
    await invite('sam@example.com')

    const ada = await SignInWithGoogle.handle({
      profile: { id: 'google-ada', email: 'ada@example.com', name: 'Ada\u200D\nLovelace\u202E' },
      action: 'register',
      language: 'en',
    })
    const sam = await SignInWithGoogle.handle({
      profile: { id: 'google-sam', email: 'sam@example.com', name: '\u0410dmin' },
      action: 'register',
      language: 'en',
    })

    assert.equal('user' in ada && ada.user.username, 'Ada Lovelace')
    assert.match('user' in sam ? sam.user.username : '', /^\u0410dmin\d{4}$/)
  })
})
