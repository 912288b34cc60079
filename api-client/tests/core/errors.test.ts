import { describe, expect, it } from 'vitest'
import { ApiError, createApiClient } from '../../src/index.js'
import { createFakeFetch, jsonResponse } from '../support/fake-fetch.js'

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const clientAnswering = (respond: () => Response | Promise<Response>) =>
  createApiClient({ baseUrl: '/api', fetch: createFakeFetch(respond).fetch })

describe('errors', () => {
  it("maps the server's error shape to an ApiError with field errors and details", async () => {
    const client = clientAnswering(() =>
      jsonResponse(422, {
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Invalid input',
        errors: [
          { field: 'password', rule: 'minLength', message: 'Too short' },
          { field: 'password', rule: 'maxLength', message: 'ignored second' },
          { nonsense: true },
        ],
        retryAfter: 30,
      }),
    )

    const error = await failureOf(client.auth.login({ usernameOrEmail: 'ada', password: 'x' }))

    expect(error.status).toBe(422)
    expect(error.code).toBe('VALIDATION_ERROR')
    expect(error.message).toBe('Invalid input')
    expect(error.fieldErrors).toEqual([
      { field: 'password', rule: 'minLength', message: 'Too short' },
      { field: 'password', rule: 'maxLength', message: 'ignored second' },
    ])
    expect(error.messageFor('password')).toBe('Too short')
    expect(error.messageFor('usernameOrEmail')).toBeUndefined()
    expect(error.details).toEqual({ retryAfter: 30 })
  })

  it('takes the code from the status when the error body is not JSON', async () => {
    const client = clientAnswering(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    )

    const error = await failureOf(client.health())

    expect(error).toMatchObject({ status: 502, code: 'BAD_GATEWAY', message: 'Bad Gateway', fieldErrors: [] })
  })

  it.each([
    [404, 'NOT_FOUND'],
    [429, 'TOO_MANY_REQUESTS'],
    [500, 'SERVER_ERROR'],
    [599, 'SERVER_ERROR'],
    [418, 'HTTP_418'],
  ])('takes code %s → %s when a JSON error body has no code', async (status, code) => {
    const client = clientAnswering(() => jsonResponse(status, { oops: true }))

    const error = await failureOf(client.health())

    expect(error.status).toBe(status)
    expect(error.code).toBe(code)
    expect(error.message).not.toBe('')
  })

  it('reports a network failure as status 0 NETWORK_ERROR', async () => {
    const client = clientAnswering(() => Promise.reject(new TypeError('fetch failed')))

    const error = await failureOf(client.users.me())

    expect(error.status).toBe(0)
    expect(error.code).toBe('NETWORK_ERROR')
    expect(error.message).toContain('fetch failed')
  })

  it("names the cause of Node's fetch failure", async () => {
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:3333')
    const client = clientAnswering(() => Promise.reject(new TypeError('fetch failed', { cause: refused })))

    const error = await failureOf(client.health())

    expect(error.message).toBe('The server could not be reached (fetch failed: connect ECONNREFUSED 127.0.0.1:3333)')
  })

  it("lets a caller's abort through as an AbortError", async () => {
    const client = clientAnswering(() => Promise.reject(new DOMException('The operation was aborted', 'AbortError')))

    await expect(client.users.me()).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('rejects a success answer that is not JSON', async () => {
    const client = clientAnswering(() => new Response('<html></html>', { status: 200 }))

    const error = await failureOf(client.health())

    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' })
  })

  it('gives the Retry-After of a 503 in seconds, from a number or an HTTP date', async () => {
    const seconds = await failureOf(
      clientAnswering(() =>
        jsonResponse(503, { success: false, code: 'SERVICE_UNAVAILABLE', message: 'later' }, { 'Retry-After': '5' }),
      ).health(),
    )
    expect(seconds).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 })

    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString()
    const dated = await failureOf(
      clientAnswering(
        () => new Response('Service Unavailable', { status: 503, headers: { 'Retry-After': inTwoMinutes } }),
      ).health(),
    )
    expect(dated.code).toBe('SERVICE_UNAVAILABLE')
    expect(dated.retryAfterSeconds).toBeGreaterThan(100)
    expect(dated.retryAfterSeconds).toBeLessThanOrEqual(120)

    const without = await failureOf(
      clientAnswering(() => jsonResponse(500, { success: false, code: 'INTERNAL_ERROR' })).health(),
    )
    expect(without.retryAfterSeconds).toBeUndefined()
  })
})
