import { createApiClient } from '@dilemma/api-client'
import type {
  ActivePopupResponse,
  CurrentUserResponse,
  ErrorBody,
  HealthStatus,
  MemberNoticesResponse,
  NewBadgesResponse,
  User,
} from '@dilemma/api-client'
import { FakeLiveEvents } from '@dilemma/app-runtime/testing/fakeLiveEvents'
import { render } from '@testing-library/react'
import { setSessionMarker } from '@dilemma/app-runtime/testing/sessionMarker'
import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'
import { AppRouter, leavePageOnSignOut } from '../app/AppRouter'
import { createMemoryRouter } from 'react-router'
import { AppProviders } from '../app/AppProviders'
import { createQueryClient } from '../app/createQueryClient'
import { routerOptions } from '../app/routerOptions'
import { shellRoutes } from '../app/shellRoutes'
import { createShellMessageCatalog } from '../features/i18n/messageCatalog'
import type { RemoteDefinition } from '../features/remotes/remoteContract'

export const apiBase = 'http://localhost/api'

/** The api-client primes its XSRF cookie with `GET /health` before the first state-changing call. */
export const apiHealthHandler = http.get(`${apiBase}/health`, () =>
  HttpResponse.json<HealthStatus>({ status: 'ok', db: 'sqlite', version: '1.0.0' }),
)

/** No site popup is active: the layout asks for it on every page (features/site-popup). */
export const noSitePopupHandler = http.get(`${apiBase}/popups/active`, () =>
  HttpResponse.json<ActivePopupResponse>({ success: true, popup: null }),
)

/**
 * `GET /users/me` answers with this user, or 401 for a guest. A user's browser also holds the
 * server's session marker, without which the SessionProvider does not ask.
 */
export function answerSessionWith(server: SetupServer, user: User | null): void {
  setSessionMarker(user !== null)
  server.use(
    http.get<never, never, CurrentUserResponse | ErrorBody>(`${apiBase}/users/me`, () =>
      user
        ? HttpResponse.json({ user })
        : HttpResponse.json({ success: false, code: 'TOKEN_MISSING', message: 'Not logged in' }, { status: 401 }),
    ),
  )
}

/**
 * A signed-in member has no new badges and no notices: the layout asks `GET /users/badges/new`
 * and `GET /users/notices` for every member.
 */
export const noMemberNotificationsHandlers = [
  http.get(`${apiBase}/users/badges/new`, () => HttpResponse.json<NewBadgesResponse>({ success: true, newBadges: [] })),
  http.get(`${apiBase}/users/notices`, () => HttpResponse.json<MemberNoticesResponse>({ success: true, notices: [] })),
]

/** The whole shell (providers, router, remote discovery) in a memory router. */
export function renderShell({
  path,
  remotes,
  live,
}: {
  path: string
  remotes: RemoteDefinition[]
  /** The page's live stream; none unless given. */
  live?: FakeLiveEvents
}) {
  const client = createApiClient({ baseUrl: apiBase })
  if (live) live.provide()
  else FakeLiveEvents.provideNone()
  const catalog = createShellMessageCatalog()
  const router = createMemoryRouter(shellRoutes, {
    initialEntries: [path],
    ...routerOptions(remotes, catalog),
  })
  render(
    <AppProviders
      client={client}
      catalog={catalog}
      queryClient={createQueryClient()}
      onSignedOut={leavePageOnSignOut(router)}
      env="test"
    >
      <AppRouter router={router} />
    </AppProviders>,
  )
  return { router, client }
}
