import { createApiClient } from '@dilemma/api-client'
import type { User } from '@dilemma/api-client'
import { FakeLiveEvents } from '@dilemma/app-runtime/testing/fakeLiveEvents'
import {
  ApiClientProvider,
  IntlProvider,
  LanguageProvider,
  QueryClient,
  QueryClientProvider,
  RouterProvider,
  SessionProvider,
} from '@dilemma/app-runtime'
import { DilemmaThemeProvider, PageLoader } from '@dilemma/design-system'
import { createMemoryRouter } from 'react-router'
import { render } from '@testing-library/react'
import { setSessionMarker } from '@dilemma/app-runtime/testing/sessionMarker'
import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'
import type { ReactElement, ReactNode } from 'react'
import shellEn from '@dilemma/shell/i18n/en.json'
import formsEn from '@/components/i18n/en.json'
import accountEn from '@/features/account/i18n/en.json'
import subscriptionEn from '@/features/account/subscription/i18n/en.json'
import authEn from '@/features/auth/i18n/en.json'
import badgesEn from '@/entities/badge/i18n/en.json'
import badgeNamesEn from '@dilemma/design-system/badges/i18n/en.json'
import pagesEn from '@/features/pages/i18n/pages.en'
import paymentEn from '@/features/premium/payment/i18n/en.json'
import plansEn from '@/features/premium/i18n/en.json'
import profileEn from '@/features/profile/i18n/en.json'
import publicProfileEn from '@/features/public-profile/i18n/en.json'
import errorsEn from '@/lib/i18n/en.json'
import pollsEn from '@/i18n/catalogs/polls.en'
import postFormEn from '@/entities/post/i18n/en.json'
import memberEn from '@/i18n/en.json'
import { memberRoutes } from '@/routes'

export const apiBase = 'http://localhost/api'

/** The api-client primes its XSRF cookie with `GET /health` before the first state-changing call. */
export const apiHealthHandler = http.get(`${apiBase}/health`, () => HttpResponse.json({ status: 'ok', db: 'sqlite' }))

/**
 * `GET /users/me` answers with this user, or 401 for a guest. A user's browser also holds the
 * server's session marker, without which the SessionProvider does not ask.
 */
export function answerSessionWith(server: SetupServer, user: User | null): void {
  setSessionMarker(user !== null)
  server.use(
    http.get(`${apiBase}/users/me`, () =>
      user
        ? HttpResponse.json({ user })
        : HttpResponse.json({ success: false, code: 'TOKEN_MISSING', message: 'Not logged in' }, { status: 401 }),
    ),
  )
}

function FirstPageLoader() {
  return <PageLoader label="Loading" />
}

// In the running app the shell provides the server-error texts (`errors.<CODE>`); tests use the real ones.
const shellErrorTexts = Object.fromEntries(Object.entries(shellEn).filter(([id]) => id.startsWith('errors.')))

interface MemberProvidersProps {
  children: ReactNode
  /** Wraps the page in a SessionProvider, which asks `GET /users/me` (see `answerSessionWith`). */
  withSession?: boolean
  onSignedOut?: () => void
}

/** The providers the shell would give a member page, in English. */
function MemberProviders({ children, withSession = false, onSignedOut }: MemberProvidersProps) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return (
    <DilemmaThemeProvider env="test">
      <IntlProvider
        locale="en"
        defaultLocale="de"
        messages={{
          ...memberEn,
          ...formsEn,
          ...pollsEn,
          ...postFormEn,
          ...accountEn,
          ...profileEn,
          ...publicProfileEn,
          ...authEn,
          ...pagesEn,
          ...plansEn,
          ...paymentEn,
          ...subscriptionEn,
          ...badgesEn,
          ...badgeNamesEn,
          ...errorsEn,
          ...shellErrorTexts,
        }}
      >
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={createApiClient({ baseUrl: apiBase })}>
            <LanguageProvider>
              {withSession ? <SessionProvider onSignedOut={onSignedOut}>{children}</SessionProvider> : children}
            </LanguageProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </IntlProvider>
    </DilemmaThemeProvider>
  )
}

export type MemberRouteEntry = string | { pathname: string; search?: string; state?: unknown }

export function renderMemberRoute(
  entry: MemberRouteEntry,
  { withSession = false, live }: { withSession?: boolean; live?: FakeLiveEvents } = {},
) {
  // The page's live stream: the given fake, or none.
  if (live) live.provide()
  else FakeLiveEvents.provideNone()
  // As the shell's root route, a loader while the first (lazy) page loads.
  const routes = [{ path: '/', HydrateFallback: FirstPageLoader, children: memberRoutes }]
  const router = createMemoryRouter(routes, { initialEntries: [entry] })
  render(
    <MemberProviders withSession={withSession} onSignedOut={() => void router.navigate('/')}>
      <RouterProvider router={router} />
    </MemberProviders>,
  )
  return { router }
}

export function renderInMemberProviders(ui: ReactElement) {
  return render(<MemberProviders>{ui}</MemberProviders>)
}
