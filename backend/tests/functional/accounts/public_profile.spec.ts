import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import DeleteAccount from '#actions/accounts/delete_account'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor } from '#tests/helpers/polls'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'

const profileUrl = (id: number | string) => `/api/users/${id}/public-profile`

test.group('GET /api/users/:id/public-profile', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a guest sees the public fields and nothing private', async ({ client, assert }) => {
    const user = await createUser({ username: 'paula', email: 'paula@example.com', role: 'premiumuser' })
    await user.merge({ bio: 'Mum of three.', avatarUrl: '/uploads/avatars/paula.webp' }).save()
    await user.refresh() // created_at as stored (whole seconds)

    const response = await (await CookieAgent.open(client)).send('get', profileUrl(user.id))

    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      success: true,
      user: {
        id: user.id,
        username: 'paula',
        avatar_url: '/uploads/avatars/paula.webp',
        role: 'premiumuser',
        is_featured: true,
        bio: 'Mum of three.',
        created_at: user.createdAt.toISO(),
      },
    })
    assert.notInclude(JSON.stringify(response.body()), 'paula@example.com')
  })

  test('a signed-in member sees the same profile', async ({ client, assert }) => {
    const user = await createUser()
    const reader = await agentFor(client, await createUser())

    const response = await reader.send('get', profileUrl(user.id))

    response.assertStatus(200)
    assert.containsSubset(response.body().user, { id: user.id, username: user.username, bio: null })
    assert.notProperty(response.body().user, 'email')
  })

  test('the role is the effective one: a running trial is Pro, an admin is not featured', async ({
    client,
    assert,
  }) => {
    const trial = await createUser()
    await trial.merge({ trialEndsAt: DateTime.utc().plus({ days: 10 }) }).save()
    const trialOver = await createUser()
    await trialOver.merge({ trialEndsAt: DateTime.utc().minus({ days: 1 }) }).save()
    const admin = await createUser({ role: 'admin' })
    const agent = await CookieAgent.open(client)

    const roleOf = async (id: number) => {
      const { role, is_featured } = (await agent.send('get', profileUrl(id))).body().user
      return { role, is_featured }
    }

    assert.deepEqual(await roleOf(trial.id), { role: 'prouser', is_featured: true })
    assert.deepEqual(await roleOf(trialOver.id), { role: 'user', is_featured: false })
    assert.deepEqual(await roleOf(admin.id), { role: 'admin', is_featured: false })
  })

  test('an unknown or deleted account → 404 USER_NOT_FOUND', async ({ client, assert }) => {
    const deleted = await createUser()
    await DeleteAccount.handle({ user: deleted, consent: { password: TEST_PASSWORD } })
    const agent = await CookieAgent.open(client)

    for (const id of [987654, 0, deleted.id, '99999999999999999999']) {
      const response = await agent.send('get', profileUrl(id))
      response.assertStatus(404)
      assert.deepEqual(response.body(), {
        success: false,
        code: 'USER_NOT_FOUND',
        message: 'This user does not exist.',
      })
    }
  })

  test('an id that is not a number → 404 in the error shape', async ({ client, assert }) => {
    const agent = await CookieAgent.open(client)

    for (const id of ['abc', '-1', '1.5', '%20']) {
      const response = await agent.send('get', profileUrl(id))
      response.assertStatus(404)
      assert.containsSubset(response.body(), { success: false, code: 'NOT_FOUND' })
    }
  })
})
