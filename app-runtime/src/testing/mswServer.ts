import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * One MSW server per test file; any request without a handler fails the test it was made in
 * (MSW's `'error'` alone only prints, and the app shows its error state as if the server had
 * failed). `initialHandlers` stay in place across tests; per-test ones come from `server.use`.
 */
export function setupMswServer(...initialHandlers: RequestHandler[]) {
  const server = setupServer(...initialHandlers)
  const unhandled: string[] = []
  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request) {
        unhandled.push(`${request.method} ${new URL(request.url).pathname}`)
      },
    }),
  )
  // A soft assertion: the test fails, and the hooks after this one (cleanup) still run.
  afterEach(({ expect }) => {
    server.resetHandlers()
    expect.soft([...new Set(unhandled.splice(0))], 'requests without an MSW handler').toEqual([])
  })
  afterAll(() => server.close())
  return server
}
