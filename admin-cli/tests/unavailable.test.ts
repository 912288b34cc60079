import { describe, expect, it } from 'vitest'
import { serveOnLoopback } from './support/fake-server.js'
import { useFakeApi } from './support/use-fake-api.js'

/** A server whose database is down: every call answers 503 SERVICE_UNAVAILABLE with Retry-After. */
const startUnavailableApi = () =>
  serveOnLoopback(async (_request, response) => {
    response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' }).end(
      JSON.stringify({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      }),
    )
  })

describe('dilemma-admin while the server is briefly unavailable', () => {
  const { run } = useFakeApi(startUnavailableApi)

  it('says so with the code and when to try again, and fails', async () => {
    const result = await run(['reports', 'list'])

    expect(result.exitCode).not.toBe(0)
    expect(result.stderr).toBe(
      'error: The service is briefly unavailable. Please try again in a moment. (try again in 5 s) (SERVICE_UNAVAILABLE)\n',
    )
  })
})
