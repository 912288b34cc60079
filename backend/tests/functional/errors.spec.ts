import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { CookieAgent } from '#tests/helpers/cookie_agent'

// A route that fails unexpectedly, registered only in this suite, before the server boots.
router.get('/api/__tests__/explode', () => {
  throw new Error('database password is hunter2')
})

test.group('Error shape', () => {
  test('unknown /api route → 404 NOT_FOUND as JSON', async ({ client }) => {
    const response = await client.get('/api/does-not-exist')

    response.assertStatus(404)
    response.assertHeader('content-type', 'application/json; charset=utf-8')
    response.assertBody({ success: false, code: 'NOT_FOUND', message: 'Not found.' })
  })

  test('wrong method on an /api route → 404 NOT_FOUND as JSON', async ({ client }) => {
    const response = await client.delete('/api/health')

    response.assertStatus(404)
    response.assertBodyContains({ success: false, code: 'NOT_FOUND' })
  })

  test('malformed JSON body {$self} → 400 BAD_REQUEST')
    .with(['{"usernameOrEmail": "a", ', '42', '"text"', '{,}'])
    .run(async ({ client, assert }, body) => {
      // With a CSRF token: without one the write is refused (403) before its body is read.
      const agent = await CookieAgent.open(client)
      const response = await agent.send('post', '/api/auth/login', body)

      assert.equal(response.status(), 400)
      assert.deepEqual(response.body(), {
        success: false,
        code: 'BAD_REQUEST',
        message: 'The request could not be understood.',
      })
    })

  test('validation failure → 422 VALIDATION_ERROR with field errors', async ({ client, assert }) => {
    const agent = await CookieAgent.open(client)
    const response = await agent.send('post', '/api/auth/login', { usernameOrEmail: '', password: 12 })

    response.assertStatus(422)
    assert.equal(response.body().success, false)
    assert.equal(response.body().code, 'VALIDATION_ERROR')
    const fields = response.body().errors.map((error: { field: string }) => error.field)
    assert.sameMembers(fields, ['usernameOrEmail', 'password'])
    for (const error of response.body().errors) assert.properties(error, ['field', 'rule', 'message'])
  })

  test('unexpected failure → 500 INTERNAL_ERROR without details', async ({ client, assert }) => {
    const response = await client.get('/api/__tests__/explode')

    response.assertStatus(500)
    response.assertBody({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong. Please try again later.',
    })
    assert.notInclude(response.text(), 'hunter2')
    assert.notInclude(response.text(), 'at ')
  })
})
