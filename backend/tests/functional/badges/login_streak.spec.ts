import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import { appTimezone } from '#config/app'
import { calendarDayAt } from '#services/accounts/login_streak'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { agentFor } from '#tests/helpers/polls'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { earnedNames, seedBadgeTiers } from '#tests/functional/badges/badge_helpers'

const daysAgo = (days: number) => calendarDayAt(DateTime.utc().minus({ days }), appTimezone).key

async function streakOf(user: User) {
  const fresh = await User.findOrFail(user.id)
  return { current: fresh.currentLoginStreak, max: fresh.maxLoginStreak, day: fresh.streakDay }
}

test.group('Login streak counted on the first signed-in request of a day', (group) => {
  group.setup(() => seedBadgeTiers())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a remembered session opening the app counts the day once → LOGIN_STREAK_1', async ({ client, assert }) => {
    const member = await createUser()
    const agent = await agentFor(client, member)

    ;(await agent.send('get', '/api/users/me')).assertStatus(200)
    ;(await agent.send('get', '/api/users/me')).assertStatus(200)

    assert.deepEqual(await streakOf(member), { current: 1, max: 1, day: daysAgo(0) })
    assert.include(await earnedNames(member.id), 'LOGIN_STREAK_1')
  })

  test('yesterday counted → today extends it, and the 7th day earns LOGIN_STREAK_7', async ({ client, assert }) => {
    const member = await createUser()
    await member.merge({ currentLoginStreak: 6, maxLoginStreak: 6, streakDay: daysAgo(1) }).save()

    ;(await (await agentFor(client, member)).send('get', '/api/users/badges/new')).assertStatus(200)

    assert.deepEqual(await streakOf(member), { current: 7, max: 7, day: daysAgo(0) })
    assert.include(await earnedNames(member.id), 'LOGIN_STREAK_7')
  })

  test('a missed day starts again at 1; the maximum stays', async ({ client, assert }) => {
    const member = await createUser()
    await member.merge({ currentLoginStreak: 12, maxLoginStreak: 12, streakDay: daysAgo(2) }).save()

    ;(await (await agentFor(client, member)).send('get', '/api/users/me')).assertStatus(200)

    assert.deepEqual(await streakOf(member), { current: 1, max: 12, day: daysAgo(0) })
  })

  test('a password login counts the day, and the next request of the day does not count it again', async ({
    client,
    assert,
  }) => {
    const member = await createUser()
    await member.merge({ currentLoginStreak: 2, maxLoginStreak: 5, streakDay: daysAgo(1) }).save()
    const agent = await CookieAgent.open(client)

    const login = await agent.send('post', '/api/auth/login', {
      usernameOrEmail: member.username,
      password: TEST_PASSWORD,
    })
    login.assertStatus(200)
    ;(await agent.send('get', '/api/users/me')).assertStatus(200)

    assert.deepEqual(await streakOf(member), { current: 3, max: 5, day: daysAgo(0) })
    assert.equal(login.body().user.current_login_streak, 3)
  })

  test('guests are not counted and a public read by a member counts her day', async ({ client, assert }) => {
    const member = await createUser()
    ;(await (await CookieAgent.open(client)).send('get', '/api/posts')).assertStatus(200)
    ;(await (await agentFor(client, member)).send('get', '/api/posts')).assertStatus(200)

    assert.equal((await streakOf(member)).current, 1)
  })
})
