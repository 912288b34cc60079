import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * One MSW server per test file; any request without a handler fails the test.
 * `initialHandlers` stay in place across tests; per-test ones come from `server.use`.
 */
export function setupMswServer(...initialHandlers: RequestHandler[]) {
  const server = setupServer(...initialHandlers)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
