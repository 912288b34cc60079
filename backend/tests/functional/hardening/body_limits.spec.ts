import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { answerToHeaders } from '#tests/helpers/multipart'
import { serverUrl } from '#tests/helpers/server_url'
import { CookieAgent } from '#tests/helpers/cookie_agent'

/** 70,000 keys in about 0.9 MB: a body that stays under the size limit yet costs the parser. */
const MANY_KEYS = `{${Array.from({ length: 70_000 }, (_, index) => `"k${index}":${index}`).join(',')}}`

test.group('Hardening: request bodies are small and read after the CSRF check', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a guest's write without a CSRF token gets 403 before its body is read", async ({ assert }) => {
    // Malformed JSON: a 400 had it been parsed.
    const malformed = await fetch(serverUrl('/api/auth/forgot-password'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    })
    // 0.9 MB announced, only its first bytes sent: the answer cannot wait for the body.
    const large = await answerToHeaders(
      'POST',
      '/api/auth/forgot-password',
      { 'content-type': 'application/json', 'content-length': Buffer.byteLength(MANY_KEYS) },
      Buffer.from(MANY_KEYS.slice(0, 1000)),
    )

    assert.equal(malformed.status, 403)
    assert.containsSubset(await malformed.json(), { success: false, code: 'CSRF_MISMATCH' })
    assert.equal(large.status, 403)
    assert.containsSubset(large.body, { success: false, code: 'CSRF_MISMATCH' })
  })

  test('a JSON body over 64 KB is refused with 413 instead of being parsed', async ({ client }) => {
    const agent = await CookieAgent.open(client)

    const response = await agent.send('post', '/api/auth/forgot-password', JSON.parse(MANY_KEYS))

    response.assertStatus(413)
    response.assertBodyContains({ success: false, code: 'PAYLOAD_TOO_LARGE' })
  })
})
