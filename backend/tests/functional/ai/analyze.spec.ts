import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import type { AiConfig } from '#config/ai'
import AiAnalysis from '#models/ai_analysis'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { FakeAiService } from '#tests/helpers/fake_ai_service'

/** Asks for the AI analysis of poll `postId` as `agent`. */
function analyze(agent: CookieAgent, postId: number, language: string) {
  return agent.send('post', '/api/ai/analyze', { postId, language })
}

/** Sets the `ai` config for one group and puts the previous one back afterwards. */
function useAiConfig(group: { setup: (handler: () => () => void) => void }, config: () => Partial<AiConfig>) {
  group.setup(() => {
    const previous = app.config.get<AiConfig>('ai')
    app.config.set('ai', { ...previous, ...config() })
    return () => app.config.set('ai', previous)
  })
}

test.group('POST /api/ai/analyze without an AI service (mock analysis)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())
  useAiConfig(group, () => ({ services: [], mockFallback: true }))

  test('a Pro author gets a pick among her options with reasoning in her language, stored once', async ({
    client,
    assert,
  }) => {
    const author = await createUser({ role: 'prouser' })
    const poll = await createPoll(author, { optionC: 'Water' })
    const agent = await agentFor(client, author)

    const response = await analyze(agent, poll.id, 'tr')

    response.assertStatus(200)
    const { data } = response.body()
    assert.equal(response.body().success, true)
    assert.include(['a', 'b', 'c'], data.selectedOption)
    assert.equal(data.provider, 'mock')
    assert.include(data.reasoning, 'demo analizidir')
    assert.isAtLeast(data.confidence, 0)
    assert.isAtMost(data.confidence, 100)
    assert.isAtLeast(data.analysisTime, 0)
    assert.equal(data.postId, poll.id)
    assert.equal(data.language, 'tr')

    const again = await analyze(agent, poll.id, 'tr')
    assert.deepEqual(again.body().data, data)
    assert.lengthOf(await AiAnalysis.query().where('post_id', poll.id), 1)
  })

  test('GET /api/ai/analysis/:postId: the author and an admin read it; null before the analysis', async ({
    client,
    assert,
  }) => {
    const author = await createUser({ role: 'premiumuser' })
    const poll = await createPoll(author)
    const authorAgent = await agentFor(client, author)
    const adminAgent = await agentFor(client, await createUser({ role: 'admin' }))

    const before = await authorAgent.send('get', `/api/ai/analysis/${poll.id}`)
    await analyze(authorAgent, poll.id, 'en')
    const byAuthor = await authorAgent.send('get', `/api/ai/analysis/${poll.id}`)
    const byAdmin = await adminAgent.send('get', `/api/ai/analysis/${poll.id}`)

    before.assertStatus(200)
    assert.isNull(before.body().data)
    byAuthor.assertStatus(200)
    assert.equal(byAuthor.body().data.provider, 'mock')
    assert.deepEqual(byAdmin.body().data, byAuthor.body().data)
  })

  test('one analysis per language: asked in Turkish after English, the Turkish one is written and read', async ({
    client,
    assert,
  }) => {
    const author = await createUser({ role: 'prouser' })
    const poll = await createPoll(author)
    const agent = await agentFor(client, author)

    const english = await analyze(agent, poll.id, 'en')
    const turkish = await analyze(agent, poll.id, 'tr')
    const readTurkish = await agent.send('get', `/api/ai/analysis/${poll.id}?language=tr`)
    const readEnglish = await agent.send('get', `/api/ai/analysis/${poll.id}?language=en`)
    const readGerman = await agent.send('get', `/api/ai/analysis/${poll.id}?language=de`)
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const stats = await admin.send('get', '/api/ai/stats')

    assert.equal(english.body().data.language, 'en')
    assert.equal(turkish.body().data.language, 'tr')
    assert.include(turkish.body().data.reasoning, 'demo analizidir')
    assert.notEqual(turkish.body().data.reasoning, english.body().data.reasoning)
    assert.deepEqual(readTurkish.body().data, turkish.body().data)
    assert.deepEqual(readEnglish.body().data, english.body().data)
    assert.isNull(readGerman.body().data)
    assert.lengthOf(await AiAnalysis.query().where('post_id', poll.id), 2)
    assert.equal(stats.body().data.languageStats.tr, 1)
    assert.equal(stats.body().data.languageStats.en, 1)
  })

  test('GET /api/ai/analysis/:postId?language=xx with an unknown language → 422', async ({ client }) => {
    const author = await createUser({ role: 'prouser' })
    const poll = await createPoll(author)
    const agent = await agentFor(client, author)

    const response = await agent.send('get', `/api/ai/analysis/${poll.id}?language=xx`)

    response.assertStatus(422)
    response.assertBodyContains({ success: false, code: 'VALIDATION_ERROR' })
  })

  test('who may not: a guest 401, another member 403, a basic author 403 PREMIUM_REQUIRED, a deleted poll 404', async ({
    client,
  }) => {
    const author = await createUser({ role: 'prouser' })
    const poll = await createPoll(author)
    const deleted = await createPoll(author, { status: 'deleted' })
    const basic = await createUser({ role: 'user' })
    const basicPoll = await createPoll(basic)
    const other = await agentFor(client, await createUser({ role: 'premiumuser' }))
    const guest = await CookieAgent.open(client)

    const asGuest = await analyze(guest, poll.id, 'en')
    const byOther = await analyze(other, poll.id, 'en')
    const readByOther = await other.send('get', `/api/ai/analysis/${poll.id}`)
    const byBasic = await analyze(await agentFor(client, basic), basicPoll.id, 'en')
    const onDeleted = await analyze(await agentFor(client, author), deleted.id, 'en')

    asGuest.assertStatus(401)
    byOther.assertStatus(403)
    byOther.assertBodyContains({ code: 'FORBIDDEN' })
    readByOther.assertStatus(403)
    byBasic.assertStatus(403)
    byBasic.assertBodyContains({ code: 'PREMIUM_REQUIRED' })
    onDeleted.assertStatus(404)
    onDeleted.assertBodyContains({ code: 'POST_NOT_FOUND' })
  })

  test('bad input → 422 VALIDATION_ERROR naming the field', async ({ client, assert }) => {
    const agent = await agentFor(client, await createUser({ role: 'prouser' }))

    for (const [body, field] of [
      [{ language: 'en' }, 'postId'],
      [{ postId: 'one', language: 'en' }, 'postId'],
      [{ postId: 1, language: 'fr' }, 'language'],
      [{ postId: 1, language: 'en', options: { a: 'x'.repeat(101) } }, 'options.a'],
    ] as const) {
      const response = await agent.send('post', '/api/ai/analyze', body)
      response.assertStatus(422)
      assert.equal(response.body().code, 'VALIDATION_ERROR')
      assert.include(
        response.body().errors.map((error: { field: string }) => error.field),
        field,
      )
    }
  })
})

test.group('POST /api/ai/analyze with AI services on 127.0.0.1', (group) => {
  const service = new FakeAiService()
  group.setup(async () => {
    await service.start()
    return () => service.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())
  group.each.setup(() => {
    service.failWith = null
    service.delayMs = 0
    service.answer = '{"option": "b", "reasoning": "Tea is gentler in the morning.", "confidence": 72}'
  })
  useAiConfig(group, () => ({ services: [service.config('deepseek'), service.config('flash')], mockFallback: false }))

  test('DeepSeek answers: its pick, reasoning and confidence are stored as provider deepseek', async ({
    client,
    assert,
  }) => {
    const author = await createUser({ role: 'prouser' })
    const poll = await createPoll(author)

    const response = await (
      await agentFor(client, author)
    ).send('post', '/api/ai/analyze', {
      postId: poll.id,
      language: 'de',
      title: 'Not the stored title',
    })

    response.assertStatus(200)
    assert.containsSubset(response.body().data, {
      selectedOption: 'b',
      reasoning: 'Tea is gentler in the morning.',
      confidence: 72,
      provider: 'deepseek',
    })
    const prompt = service.prompts.at(-1)!
    assert.include(prompt, 'Question: Coffee or tea?')
    assert.include(prompt, 'B: Tea')
    assert.include(prompt, 'in German')
    assert.notInclude(prompt, 'Not the stored title')
  })

  test('an answer naming no option of the poll is refused and the next service (flash) is asked', async ({
    client,
    assert,
  }) => {
    const author = await createUser({ role: 'prouser' })
    const poll = await createPoll(author)
    service.answer = '```json\n{"option": "d", "reasoning": "D it is.", "confidence": 90}\n```'
    const promptsBefore = service.prompts.length
    const first = await analyze(await agentFor(client, author), poll.id, 'en')
    // Both services are the same fake, so both answers were refused; no fallback here → 503.
    first.assertStatus(503)
    assert.equal(service.prompts.length - promptsBefore, 2)

    service.answer = '```json\n{"option": "A", "reasoning": "Coffee wakes you up.", "confidence": "64"}\n```'
    const second = await analyze(await agentFor(client, author), poll.id, 'en')
    second.assertStatus(200)
    assert.containsSubset(second.body().data, { selectedOption: 'a', confidence: 64, provider: 'deepseek' })
  })

  test('two requests at the same moment store one analysis and both answer it', async ({ client, assert }) => {
    const author = await createUser({ role: 'prouser' })
    const poll = await createPoll(author)
    const agent = await agentFor(client, author)
    service.delayMs = 100
    const promptsBefore = service.prompts.length

    const [first, second] = await Promise.all([analyze(agent, poll.id, 'en'), analyze(agent, poll.id, 'en')])

    first.assertStatus(200)
    second.assertStatus(200)
    // Both asked the service before either had stored an answer.
    assert.equal(service.prompts.length - promptsBefore, 2)
    assert.deepEqual(second.body().data, first.body().data)
    assert.lengthOf(await AiAnalysis.query().where('post_id', poll.id), 1)
  })

  test('no service answers and the fallback is off → 503 AI_UNAVAILABLE, nothing stored', async ({
    client,
    assert,
  }) => {
    const author = await createUser({ role: 'prouser' })
    const poll = await createPoll(author)
    service.failWith = 500

    const response = await analyze(await agentFor(client, author), poll.id, 'en')

    response.assertStatus(503)
    response.assertBodyContains({ code: 'AI_UNAVAILABLE', success: false })
    assert.lengthOf(await AiAnalysis.query().where('post_id', poll.id), 0)
  })
})

test.group('POST /api/ai/analyze when the services fail, with the mock fallback', (group) => {
  const service = new FakeAiService()
  group.setup(async () => {
    await service.start()
    service.failWith = 503
    return () => service.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())
  useAiConfig(group, () => ({ services: [service.config('flash')], mockFallback: true }))

  test('the mock analysis answers', async ({ client, assert }) => {
    const author = await createUser({ role: 'admin' })
    const poll = await createPoll(author)

    const response = await analyze(await agentFor(client, author), poll.id, 'en')

    response.assertStatus(200)
    assert.equal(response.body().data.provider, 'mock')
    assert.include(response.body().data.reasoning, 'demo analysis')
  })
})

test.group('POST /api/ai/analyze when Gemini answers in several parts', (group) => {
  const service = new FakeAiService()
  group.setup(async () => {
    await service.start()
    service.geminiParts = 2
    return () => service.stop()
  })
  group.each.setup(() => {
    service.geminiThought = null
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())
  useAiConfig(group, () => ({ services: [service.config('flash')], mockFallback: true }))

  test("the parts' text is joined: Gemini's analysis, not the mock's", async ({ client, assert }) => {
    const author = await createUser({ role: 'prouser' })
    const poll = await createPoll(author)

    const response = await analyze(await agentFor(client, author), poll.id, 'en')

    response.assertStatus(200)
    assert.containsSubset(response.body().data, {
      selectedOption: 'b',
      reasoning: 'Tea is gentler in the morning.',
      confidence: 72,
      provider: 'flash',
    })
  })

  test("a thinking model's thought part is not read as the answer", async ({ client, assert }) => {
    const author = await createUser({ role: 'prouser' })
    const poll = await createPoll(author)
    service.geminiThought = 'Option A sounds tempting, but tea is gentler.'

    const response = await analyze(await agentFor(client, author), poll.id, 'en')

    response.assertStatus(200)
    assert.containsSubset(response.body().data, { selectedOption: 'b', provider: 'flash' })
  })
})
