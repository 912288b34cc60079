import { createApiClient, type HealthStatus } from '@dilemma/api-client'
import {
  ApiClientProvider,
  LanguageProvider,
  QueryClient,
  QueryClientProvider,
  RouterProvider,
  SessionProvider,
} from '@dilemma/app-runtime'
import { DilemmaThemeProvider } from '@dilemma/design-system'
import { createMemoryRouter } from 'react-router'
import { render } from '@testing-library/react'
import { setSessionMarker } from '@dilemma/app-runtime/testing/sessionMarker'
import { http, HttpResponse } from 'msw'
import { standaloneRoutes } from '../standalone/StandaloneApp'
import { StandaloneIntlProvider } from '../standalone/StandaloneIntlProvider'

export const apiBase = 'http://localhost/api'

export const apiHealthHandler = http.get(`${apiBase}/health`, () =>
  HttpResponse.json<HealthStatus>({ status: 'ok', db: 'sqlite', version: '1.0.0' }),
)

/** The reports tab's Held list, empty: for tests of the tab that are about something else. */
export const noHeldPostsHandler = http.get(`${apiBase}/admin/held-posts`, () =>
  HttpResponse.json({ success: true, posts: [] }),
)

/**
 * The console as the shell mounts it: providers around the admin routes, in a memory router. The
 * browser holds a session (the server's session marker), so the SessionProvider asks `GET /users/me`.
 */
export function renderAdminConsole(path = '/madmin', onSignedOut?: () => void) {
  setSessionMarker(true)
  const router = createMemoryRouter(standaloneRoutes, { initialEntries: [path] })
  // The standalone site's defaults: a failed load shows its error at once, without retries.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } })
  render(
    <DilemmaThemeProvider env="test">
      <LanguageProvider>
        <StandaloneIntlProvider>
          <QueryClientProvider client={queryClient}>
            <ApiClientProvider client={createApiClient({ baseUrl: apiBase })}>
              <SessionProvider onSignedOut={onSignedOut}>
                <RouterProvider router={router} />
              </SessionProvider>
            </ApiClientProvider>
          </QueryClientProvider>
        </StandaloneIntlProvider>
      </LanguageProvider>
    </DilemmaThemeProvider>,
  )
  return { router }
}
