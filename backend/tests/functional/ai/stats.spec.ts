import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import AiAnalysis from '#models/ai_analysis'
import type User from '#models/user'
import { aiStats } from '#queries/ai/ai_stats'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'

/** An analysis of a new poll by `author`, stored at `at` (UTC). */
async function analysisAt(author: User, at: string, fields: Partial<AiAnalysis> = {}) {
  const poll = await createPoll(author)
  return AiAnalysis.create({
    postId: poll.id,
    userId: author.id,
    provider: 'mock',
    selectedOption: 'a',
    reasoning: 'Because.',
    confidence: 60,
    analysisTimeMs: 100,
    language: 'en',
    createdAt: DateTime.fromISO(at, { zone: 'utc' }),
    ...fields,
  })
}

test.group('GET /api/ai/stats', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('counts this month and this week in Europe/Berlin, per provider and language, with the newest five', async ({
    assert,
  }) => {
    const author = await createUser({ role: 'prouser' })
    // Wednesday 18 March 2026: the week began on Monday 16 March, the month on 1 March, Berlin time.
    await analysisAt(author, '2026-03-17T10:00:00', { provider: 'deepseek', analysisTimeMs: 1200, language: 'de' })
    await analysisAt(author, '2026-03-15T23:30:00', { provider: 'flash', analysisTimeMs: 800, language: 'tr' })
    await analysisAt(author, '2026-03-15T22:30:00', { selectedOption: 'b', language: 'tr' })
    await analysisAt(author, '2026-02-28T23:30:00', { selectedOption: 'c' })
    await analysisAt(author, '2026-02-28T22:30:00', { selectedOption: 'd' })
    await analysisAt(author, '2026-01-10T08:00:00', { provider: 'deepseek', analysisTimeMs: 400 })

    const stats = await aiStats(DateTime.fromISO('2026-03-18T12:00:00', { zone: 'utc' }))

    assert.deepEqual(
      { total: stats.totalAnalyses, monthly: stats.monthlyAnalyses, weekly: stats.weeklyAnalyses },
      { total: 6, monthly: 4, weekly: 2 },
    )
    assert.deepEqual(stats.providerStats, { deepseek: 2, flash: 1, mock: 3 })
    assert.deepEqual(stats.languageStats, { de: 1, en: 3, tr: 2 })
    assert.equal(stats.avgAnalysisTime, 450)
    assert.deepEqual(
      stats.recentAnalyses.map(({ provider, selectedOption, analysisTime }) => [
        provider,
        selectedOption,
        analysisTime,
      ]),
      [
        ['deepseek', 'a', 1200],
        ['flash', 'a', 800],
        ['mock', 'b', 100],
        ['mock', 'c', 100],
        ['mock', 'd', 100],
      ],
    )
    assert.equal(stats.recentAnalyses[0]!.createdAt, '2026-03-17T10:00:00.000Z')
  })

  test('an admin reads them; before any analysis every count is 0 and the average null', async ({ client, assert }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))

    const empty = await admin.send('get', '/api/ai/stats')
    empty.assertStatus(200)
    const { data } = empty.body()
    assert.deepEqual([data.totalAnalyses, data.monthlyAnalyses, data.weeklyAnalyses], [0, 0, 0])
    // Every provider and language is there, with 0.
    assert.deepEqual(Object.entries(data.providerStats), [
      ['deepseek', 0],
      ['flash', 0],
      ['mock', 0],
    ])
    assert.deepEqual(Object.entries(data.languageStats), [
      ['de', 0],
      ['en', 0],
      ['tr', 0],
    ])
    assert.isNull(data.avgAnalysisTime)
    assert.isEmpty(data.recentAnalyses)

    await analysisAt(await createUser({ role: 'prouser' }), DateTime.utc().toISO()!)
    const counted = await admin.send('get', '/api/ai/stats')
    assert.containsSubset(counted.body().data, { totalAnalyses: 1, monthlyAnalyses: 1, weeklyAnalyses: 1 })
  })

  test('a guest → 401, a member (even Premium) → 403 FORBIDDEN', async ({ client }) => {
    const guest = await CookieAgent.open(client)
    const premium = await agentFor(client, await createUser({ role: 'premiumuser' }))

    const asGuest = await guest.send('get', '/api/ai/stats')
    const asPremium = await premium.send('get', '/api/ai/stats')

    asGuest.assertStatus(401)
    asPremium.assertStatus(403)
    asPremium.assertBodyContains({ code: 'FORBIDDEN' })
  })
})
