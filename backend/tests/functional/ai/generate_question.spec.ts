import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import type { AiConfig } from '#config/ai'
import { agentFor, resetPolls } from '#tests/helpers/polls'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { FakeAiService } from '#tests/helpers/fake_ai_service'

const GENERATED = {
  title: 'Homework before or after playtime?',
  description: 'School is back and the afternoons feel short.',
  options: ['Before', 'After', 'Split it'],
}

/** Asks for a question as `agent`. */
function generate(agent: CookieAgent, body: Record<string, unknown>) {
  return agent.send('post', '/api/ai/generate-question', body)
}

test.group('POST /api/ai/generate-question', (group) => {
  const service = new FakeAiService()
  group.setup(async () => {
    await service.start()
    const previous = app.config.get<AiConfig>('ai')
    app.config.set('ai', { ...previous, services: [service.config('deepseek')], mockFallback: true })
    return async () => {
      app.config.set('ai', previous)
      await service.stop()
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())
  group.each.setup(() => {
    service.failWith = null
    service.answer = JSON.stringify(GENERATED)
  })

  test('an admin gets the AI service’s question on the asked focus category, with exactly that many options', async ({
    client,
    assert,
  }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))

    const response = await generate(admin, {
      language: 'en',
      optionCount: 3,
      focusCategory: 6,
    })

    response.assertStatus(200)
    assert.deepEqual(response.body().data, {
      ...GENERATED,
      category: { id: 6, name: 'emotional' },
      provider: 'deepseek',
    })
    const prompt = service.prompts.at(-1)!
    assert.include(prompt, 'stress, anxiety, self-confidence, burnout')
    assert.include(prompt, 'exactly 3 options')
    assert.include(prompt, 'in English')
  })

  test('an answer with the wrong number of options falls back to the mock question, in the asked language', async ({
    client,
    assert,
  }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))

    const response = await generate(admin, {
      language: 'de',
      optionCount: 4,
      focusCategory: 1,
    })

    response.assertStatus(200)
    const { data } = response.body()
    assert.equal(data.provider, 'mock')
    assert.equal(data.title, 'Nach der Elternzeit zurück: Vollzeit oder Teilzeit?')
    assert.lengthOf(data.options, 4)
    assert.deepEqual(data.category, { id: 1, name: 'structural' })
  })

  test('without a focus category one of the six is drawn', async ({ client, assert }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    service.answer = JSON.stringify({ ...GENERATED, options: ['Before', 'After'] })

    const response = await generate(admin, { language: 'tr', optionCount: 2 })

    response.assertStatus(200)
    assert.include([1, 2, 3, 4, 5, 6], response.body().data.category.id)
    assert.deepEqual(response.body().data.options, ['Before', 'After'])
  })

  test('saved by an admin, a generated question becomes a poll without limits, tagged AI Generated', async ({
    client,
    assert,
  }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const { data } = (await generate(admin, { language: 'en', optionCount: 3 })).body()

    const saved = await admin.send('post', '/api/posts', {
      title: data.title,
      description: data.description,
      option_a: data.options[0],
      option_b: data.options[1],
      option_c: data.options[2],
      tags: ['AI Generated'],
    })

    saved.assertStatus(201)
    assert.containsSubset(saved.body().post, {
      title: GENERATED.title,
      option_c: 'Split it',
      vote_limit: null,
      time_limit: null,
    })
    assert.deepEqual(
      saved.body().post.tags.map((tag: { name: string }) => tag.name),
      ['AI Generated'],
    )
  })

  test('no service answers and the fallback is off → 503 AI_UNAVAILABLE', async ({ client }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    service.failWith = 500
    const config = app.config.get<AiConfig>('ai')
    app.config.set('ai', { ...config, mockFallback: false })

    try {
      const response = await generate(admin, { language: 'en', optionCount: 2 })
      response.assertStatus(503)
      response.assertBodyContains({ code: 'AI_UNAVAILABLE' })
    } finally {
      app.config.set('ai', config)
    }
  })

  test('a guest → 401, a Premium member → 403, bad input → 422', async ({ client, assert }) => {
    const guest = await CookieAgent.open(client)
    const premium = await agentFor(client, await createUser({ role: 'premiumuser' }))
    const admin = await agentFor(client, await createUser({ role: 'admin' }))

    ;(await generate(guest, { language: 'en', optionCount: 2 })).assertStatus(401)
    ;(await generate(premium, { language: 'en', optionCount: 2 })).assertStatus(403)
    for (const [body, field] of [
      [{ language: 'en', optionCount: 5 }, 'optionCount'],
      [{ language: 'en', optionCount: 2, focusCategory: 7 }, 'focusCategory'],
      [{ language: 'fr', optionCount: 2 }, 'language'],
    ] as const) {
      const response = await generate(admin, body)
      response.assertStatus(422)
      assert.include(
        response.body().errors.map((error: { field: string }) => error.field),
        field,
      )
    }
  })
})
