import { test } from '@japa/runner'
import { publicSocialCard } from '#services/cache/public_card_cache'

const question = {
  title: 'Kita oder Tagesmutter?',
  description: 'Ab August, drei Tage die Woche',
  options: ['Kita', 'Tagesmutter'],
}

test.group('public social cards', () => {
  test('one render per poll version, language and format, shared by concurrent requests', async ({ assert }) => {
    const key = { postId: 9001, version: '2026-11-27T10:00:00.000Z', language: 'de', format: 'square' } as const
    const first = publicSocialCard(key, question)
    assert.strictEqual(publicSocialCard({ ...key }, question), first)
    const png = await first
    assert.strictEqual(await publicSocialCard({ ...key }, question), png)
    assert.notStrictEqual(publicSocialCard({ ...key, language: 'tr' }, question), first)
    assert.notStrictEqual(publicSocialCard({ ...key, version: '2026-11-27T10:05:00.000Z' }, question), first)
  })
})
