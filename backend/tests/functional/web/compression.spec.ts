import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { serverUrl } from '#tests/helpers/server_url'

const LARGE_BODY = {
  items: Array.from({ length: 300 }, (_, index) => ({ id: index, title: 'Kita oder Tagesmutter?' })),
}

// A large JSON answer, registered only in this suite, before the server boots.
router.get('/api/__tests__/large-json', () => LARGE_BODY)

test.group('API response compression', () => {
  test('large JSON is compressed with {encoding} when accepted')
    .with([
      { accept: 'gzip, deflate, br', encoding: 'br' },
      { accept: 'gzip', encoding: 'gzip' },
    ])
    .run(async ({ assert }, { accept, encoding }) => {
      const response = await fetch(serverUrl('/api/__tests__/large-json'), { headers: { 'accept-encoding': accept } })

      assert.equal(response.status, 200)
      assert.equal(response.headers.get('content-encoding'), encoding)
      assert.match(response.headers.get('content-type')!, /^application\/json/)
      assert.deepEqual(await response.json(), LARGE_BODY)
    })

  test('without Accept-Encoding the JSON is sent as is', async ({ assert }) => {
    const response = await fetch(serverUrl('/api/__tests__/large-json'), { headers: { 'accept-encoding': 'identity' } })

    assert.isNull(response.headers.get('content-encoding'))
    assert.deepEqual(await response.json(), LARGE_BODY)
  })

  test('small JSON is not compressed', async ({ assert }) => {
    const response = await fetch(serverUrl('/api/health'), { headers: { 'accept-encoding': 'gzip, br' } })

    assert.isNull(response.headers.get('content-encoding'))
  })
})
