import { test } from '@japa/runner'
import vine, { errors } from '@vinejs/vine'
import { toErrorResponse } from '#exceptions/error_response'
import { ApiException } from '#exceptions/api_exception'

test.group('toErrorResponse', () => {
  test('an ApiException keeps its status, code, details and headers', ({ assert }) => {
    const error = new ApiException(429, 'POST_LIMIT_EXCEEDED', 'Daily limit reached', {
      details: { limit: 2, used: 2 },
      headers: { 'Retry-After': '60' },
    })

    assert.deepEqual(toErrorResponse(error), {
      status: 429,
      headers: { 'Retry-After': '60' },
      body: { success: false, code: 'POST_LIMIT_EXCEEDED', message: 'Daily limit reached', limit: 2, used: 2 },
    })
  })

  test('a VineJS failure becomes VALIDATION_ERROR with field errors', async ({ assert }) => {
    const validator = vine.compile(vine.object({ title: vine.string().maxLength(3) }))
    const failure = await validator.validate({ title: 'too long' }).catch((error) => error)
    assert.instanceOf(failure, errors.E_VALIDATION_ERROR)

    const { status, body } = toErrorResponse(failure)

    assert.equal(status, 422)
    assert.equal(body.code, 'VALIDATION_ERROR')
    assert.deepEqual(body.errors, [{ field: 'title', rule: 'maxLength', message: body.errors![0]!.message }])
  })

  test('anything unexpected is a generic 500 without the original message', ({ assert }) => {
    const { status, body } = toErrorResponse(new TypeError('cannot read secret of undefined'))

    assert.equal(status, 500)
    assert.deepEqual(body, {
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong. Please try again later.',
    })
  })

  test('known 4xx framework errors keep their status with a generic code', ({ assert }) => {
    const tooLarge = Object.assign(new Error('request entity too large'), {
      status: 413,
      code: 'E_REQUEST_ENTITY_TOO_LARGE',
    })

    assert.deepEqual(toErrorResponse(tooLarge).body, {
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large.',
    })
  })
})
