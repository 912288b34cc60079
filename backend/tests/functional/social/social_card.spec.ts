import { test } from '@japa/runner'
import sharp from 'sharp'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiResponse } from '@japa/api-client'
import { SOCIAL_CARD_FORMATS } from '@dilemma/contract/polls'
import { layOutSocialCard } from '#services/posts/social_card'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const TURKISH = {
  title: 'Işık mı, gölge mi? İstanbul’da ağustos',
  description: 'Çocuğumla şehirde mi kalalım, köye mi gidelim? Düşüncelerinizi öğrenmek istiyorum.',
  options: ['Şehirde kalmak', 'Köye gitmek', 'Ilıca tatili'],
}
const GERMAN_LONG_WORDS =
  'Donaudampfschifffahrtsgesellschaftskapitänsmütze oder Großmütterversammlungsräumlichkeiten für äußerst übermüdete Öffentlichkeitsarbeiterinnen?'

/** The PNG's bytes, its width, height and the alpha of its top left pixel. */
async function pngOf(response: ApiResponse) {
  response.assertStatus(200)
  response.assertHeader('content-type', 'image/png')
  const png = response.body() as Buffer
  const image = sharp(png)
  const { width, height } = await image.metadata()
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { png, width, height, cornerAlpha: data[info.channels - 1] }
}

test.group('Social cards', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('an admin gets every format as a PNG of its exact size; the card is transparent', async ({ client, assert }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const post = await createPoll(await createUser(), { status: 'passive' })

    const card = await pngOf(await agent.send('get', `/api/admin/posts/${post.id}/card?format=card&lang=tr`))
    assert.deepEqual(card.png.subarray(0, 8), PNG_SIGNATURE)
    assert.equal(card.width, 1080)
    assert.isAbove(card.height!, 200)
    assert.equal(card.cornerAlpha, 0, 'what the card does not cover stays transparent')

    const square = await pngOf(await agent.send('get', `/api/admin/posts/${post.id}/card?format=square`))
    assert.deepEqual([square.width, square.height, square.cornerAlpha], [1080, 1080, 255])
    const story = await pngOf(await agent.send('get', `/api/admin/posts/${post.id}/card?format=story&lang=de`))
    assert.deepEqual([story.width, story.height], [1080, 1920])
  })

  test('the admin routes are for admins only and validate the id, the format and the question', async ({ client }) => {
    const post = await createPoll(await createUser())
    const guest = await CookieAgent.open(client)
    ;(await guest.send('get', `/api/admin/posts/${post.id}/card`)).assertStatus(401)
    const member = await agentFor(client, await createUser())
    ;(await member.send('get', `/api/admin/posts/${post.id}/card`)).assertStatus(403)
    ;(await member.send('post', '/api/admin/cards', TURKISH)).assertStatus(403)

    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    ;(await admin.send('get', `/api/admin/posts/${post.id + 1000}/card`)).assertStatus(404)
    ;(await admin.send('get', '/api/admin/posts/abc/card')).assertStatus(404)
    ;(await admin.send('get', `/api/admin/posts/${post.id}/card?format=wide`)).assertStatus(422)
    ;(await admin.send('get', `/api/admin/posts/${post.id}/card?lang=fr`)).assertStatus(422)
    ;(await admin.send('post', '/api/admin/cards', { ...TURKISH, options: ['only one'] })).assertStatus(422)
  })

  test('the console draws a generated question before it is saved', async ({ client, assert }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const story = await pngOf(await admin.send('post', '/api/admin/cards?format=story&lang=tr', TURKISH))
    assert.deepEqual([story.width, story.height], [1080, 1920])
  })

  test('the public card shows only active polls and may be cached', async ({ client, assert }) => {
    const author = await createUser()
    const active = await createPoll(author)
    const guest = await CookieAgent.open(client)

    const response = await guest.send('get', `/api/posts/${active.id}/card?format=square&lang=en`)
    const square = await pngOf(response)
    assert.deepEqual([square.width, square.height], [1080, 1080])
    assert.equal(response.header('cache-control'), 'public, max-age=86400')

    for (const status of ['passive', 'inactive', 'deleted'] as const) {
      const hidden = await createPoll(author, { status })
      ;(await guest.send('get', `/api/posts/${hidden.id}/card`)).assertStatus(404)
    }
    ;(await guest.send('get', `/api/posts/${active.id + 1000}/card`)).assertStatus(404)
  })

  test('Turkish and German letters come from the fonts; a character they lack is noticed', async ({ assert }) => {
    const turkish = await layOutSocialCard(TURKISH, 'tr', 'square')
    assert.deepEqual(turkish.missingGlyphs, [])
    const german = await layOutSocialCard({ ...TURKISH, title: GERMAN_LONG_WORDS }, 'de', 'card')
    assert.deepEqual(german.missingGlyphs, [])

    const devanagari = await layOutSocialCard({ ...TURKISH, title: 'नमस्ते' }, 'en', 'card')
    assert.isNotEmpty(devanagari.missingGlyphs, 'the check can fail')
  })

  for (const format of SOCIAL_CARD_FORMATS) {
    test(`${format}: long German words wrap at word boundaries, whole and inside the card`, async ({ assert }) => {
      const question = { ...TURKISH, title: GERMAN_LONG_WORDS, description: Array(6).fill(GERMAN_LONG_WORDS).join(' ') }
      const { svg } = await layOutSocialCard(question, 'de', format, true)
      const [width, height] = /^<svg width="([\d.]+)" height="([\d.]+)"/.exec(svg)!.slice(1).map(Number)
      const words = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"[^>]*>([^<]*)<\/text>/g)]
        .map(([, x, y, wordWidth, word]) => ({
          x: Number(x),
          y: Number(y),
          right: Number(x) + Number(wordWidth),
          word,
        }))
        .filter(({ word }) => /\p{L}/u.test(word))
      const titleWords = GERMAN_LONG_WORDS.match(/\p{L}+/gu)!
      assert.deepEqual(
        words.slice(0, titleWords.length).map(({ word }) => word),
        titleWords,
        'every word of the title is drawn whole, in order',
      )
      assert.isAbove(new Set(words.slice(0, titleWords.length).map(({ y }) => y)).size, 1, 'the title wraps')
      for (const { right, word } of words) assert.isAtMost(right, width! - 16, `${word} stays inside the card`)
      const footer = words.at(-1)!
      assert.equal(footer.word, 'entscheiden', 'the footer is drawn')
      assert.isBelow(footer.y, height! - 16, 'nothing is cut off at the bottom')
    })
  }
})
