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

test.group('toErrorResponse for a dependency that is down', () => {
  const unavailable = {
    status: 503,
    headers: { 'Retry-After': '5' },
    body: {
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is briefly unavailable. Please try again in a moment.',
    },
  }

  function errorWith(message: string, fields: Record<string, unknown> = {}, name?: string): Error {
    const error = Object.assign(new Error(message), fields)
    if (name) error.name = name
    return error
  }

  test('{name} answers 503 SERVICE_UNAVAILABLE with Retry-After')
    .with([
      {
        name: 'mysql2: refused',
        error: errorWith('connect ECONNREFUSED 127.0.0.1:3306', { code: 'ECONNREFUSED', errno: -111, fatal: true }),
      },
      {
        name: 'mysql2: connection lost',
        error: errorWith('Connection lost: The server closed the connection.', {
          code: 'PROTOCOL_CONNECTION_LOST',
          fatal: true,
        }),
      },
      { name: 'a time-out', error: errorWith('connect ETIMEDOUT', { code: 'ETIMEDOUT' }) },
      {
        name: 'MariaDB: too many connections',
        error: errorWith('Too many connections', { code: 'ER_CON_COUNT_ERROR', errno: 1040 }),
      },
      {
        name: 'MariaDB: shutting down',
        error: errorWith('Server shutdown in progress', { code: 'ER_SERVER_SHUTDOWN', errno: 1053 }),
      },
      {
        name: 'knex: no connection from the pool',
        error: errorWith('Knex: Timeout acquiring a connection. The pool is probably full.', {}, 'KnexTimeoutError'),
      },
      {
        name: 'SQLite: cannot open the file',
        error: errorWith('unable to open database file', { code: 'SQLITE_CANTOPEN' }),
      },
      { name: 'SQLite: I/O error', error: errorWith('disk I/O error', { code: 'SQLITE_IOERR_SHORT_READ' }) },
      { name: 'ioredis: connection closed', error: errorWith('Connection is closed.') },
      {
        name: 'ioredis: retries used up',
        error: errorWith('Reached the max retries per request limit (which is 1).', {}, 'MaxRetriesPerRequestError'),
      },
      {
        name: 'a lock on Redis',
        error: errorWith('Lock storage error: Connection is closed.', { code: 'E_LOCK_STORAGE_ERROR' }),
      },
      {
        name: 'a database error as the cause',
        error: errorWith('select failed', { cause: errorWith('connect ECONNREFUSED', { code: 'ECONNREFUSED' }) }),
      },
    ])
    .run(({ assert }, { error }) => {
      assert.deepEqual(toErrorResponse(error), unavailable)
    })

  test('a query that is wrong stays a 500', ({ assert }) => {
    const wrong = Object.assign(new Error("Unknown column 'nope'"), { code: 'ER_BAD_FIELD_ERROR', errno: 1054 })
    assert.equal(toErrorResponse(wrong).status, 500)
    assert.equal(
      toErrorResponse(Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT' })).status,
      500,
    )
  })
})

test.group('toErrorResponse for an outside service that did not answer', () => {
  test('{code} says when to try again')
    .with([
      { code: 'PAYMENT_PROVIDER_UNAVAILABLE' },
      { code: 'AI_UNAVAILABLE' },
      { code: 'SIGN_IN_UNAVAILABLE' },
      { code: 'MAIL_NOT_SENT' },
    ])
    .run(({ assert }, { code }) => {
      const response = toErrorResponse(new ApiException(503, code, 'did not answer'))
      assert.equal(response.status, 503)
      assert.equal(response.body.code, code)
      assert.equal(response.headers['Retry-After'], '5')
    })

  test('a feature that is not configured keeps its 503 without Retry-After', ({ assert }) => {
    const response = toErrorResponse(new ApiException(503, 'PAYMENTS_NOT_CONFIGURED', 'Payments are not available.'))
    assert.deepEqual(response.headers, {})
  })
})
