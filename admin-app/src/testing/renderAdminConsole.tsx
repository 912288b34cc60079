import { createApiClient } from '@dilemma/api-client'
import {
  ApiClientProvider,
  DilemmaThemeProvider,
  LanguageProvider,
  QueryClient,
  QueryClientProvider,
  RouterProvider,
  SessionProvider,
} from '@dilemma/design-system'
import { createMemoryRouter } from 'react-router'
import { render } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { adminRoutes } from '../routes'
import { StandaloneIntlProvider } from '../standalone/StandaloneIntlProvider'

export const apiBase = 'http://localhost/api'

export const apiHealthHandler = http.get(`${apiBase}/health`, () => HttpResponse.json({ status: 'ok', db: 'sqlite' }))

export function adminUser(role: 'admin' | 'user' = 'admin') {
  return {
    id: 1,
    username: 'admin',
    email: 'admin@dilemma.local',
    role,
    bio: null,
    avatar_url: null,
    is_email_verified: true,
    created_at: '2025-01-01T00:00:00.000Z',
    username_last_changed_at: null,
    last_login_at: null,
    current_login_streak: 1,
    max_login_streak: 1,
    trial_ends_at: null,
  }
}

/** The console as the shell mounts it: providers around the admin routes, in a memory router. */
export function renderAdminConsole(path = '/madmin', onSignedOut?: () => void) {
  const router = createMemoryRouter([{ path: '/', children: adminRoutes }], { initialEntries: [path] })
  render(
    <DilemmaThemeProvider env="test">
      <LanguageProvider>
        <StandaloneIntlProvider>
          <QueryClientProvider client={new QueryClient()}>
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
