import type { ApiClient } from '@dilemma/api-client'
import {
  ApiClientProvider,
  createBrowserRouter,
  LanguageProvider,
  Navigate,
  QueryClient,
  QueryClientProvider,
  RouterProvider,
  SessionProvider,
  useIntl,
} from '@dilemma/app-runtime'
import { DilemmaThemeProvider, PageLoader } from '@dilemma/design-system'
import type { RouteObject, SignedOutReason } from '@dilemma/app-runtime'
import { useState } from 'react'
import { MemberSiteContext } from '../lib/memberSite'
import { adminRoutes } from '../routes'
import { AdminAccessGate } from './AdminAccessGate'
import { ConfiguredConsole } from './ConfiguredConsole'
import { StandaloneIntlProvider } from './StandaloneIntlProvider'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

function RouterLoader() {
  const intl = useIntl()
  return <PageLoader fullScreen label={intl.formatMessage({ id: 'admin.standalone.loading' })} />
}

export const standaloneRoutes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: RouterLoader,
    children: [{ index: true, element: <Navigate to={CLIENT_PATHS.console} replace /> }, ...adminRoutes],
  },
]

/** The API's cookies belong to its own host name: this origin cannot read the session marker. */
const askForSessionAlways = () => true

/** The providers the shell would otherwise give the console, for one API client. */
function StandaloneConsole({ client }: { client: ApiClient }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } }),
  )
  const [router] = useState(() => createBrowserRouter(standaloneRoutes))
  const [signedOutReason, setSignedOutReason] = useState<SignedOutReason>()

  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <SessionProvider onSignedOut={setSignedOutReason} mayHaveSession={askForSessionAlways}>
          <AdminAccessGate signedOutReason={signedOutReason}>
            <RouterProvider router={router} />
          </AdminAccessGate>
        </SessionProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  )
}

/** The standalone site: theme and texts first, so that even a broken config.json is explained. */
export function StandaloneApp() {
  return (
    <DilemmaThemeProvider>
      <LanguageProvider>
        <StandaloneIntlProvider>
          <ConfiguredConsole>
            {(client, siteUrl) => (
              <MemberSiteContext.Provider value={siteUrl}>
                <StandaloneConsole client={client} />
              </MemberSiteContext.Provider>
            )}
          </ConfiguredConsole>
        </StandaloneIntlProvider>
      </LanguageProvider>
    </DilemmaThemeProvider>
  )
}
