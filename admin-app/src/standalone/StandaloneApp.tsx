import type { ApiClient } from '@dilemma/api-client'
import {
  ApiClientProvider,
  createBrowserRouter,
  DilemmaThemeProvider,
  LanguageProvider,
  Navigate,
  PageLoader,
  QueryClient,
  QueryClientProvider,
  RouterProvider,
  SessionProvider,
  useIntl,
} from '@dilemma/design-system'
import type { RouteObject } from '@dilemma/design-system'
import { useState } from 'react'
import { adminRoutes } from '../routes'
import { AdminAccessGate } from './AdminAccessGate'
import { StandaloneIntlProvider } from './StandaloneIntlProvider'

function RouterLoader() {
  const intl = useIntl()
  return <PageLoader fullScreen label={intl.formatMessage({ id: 'admin.standalone.loading' })} />
}

export const standaloneRoutes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: RouterLoader,
    children: [{ index: true, element: <Navigate to="/madmin" replace /> }, ...adminRoutes],
  },
]

/** The providers the shell would otherwise give the console, created once for the standalone site. */
export function StandaloneApp({ client }: { client: ApiClient }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } }),
  )
  const [router] = useState(() => createBrowserRouter(standaloneRoutes))

  return (
    <DilemmaThemeProvider>
      <LanguageProvider>
        <StandaloneIntlProvider>
          <QueryClientProvider client={queryClient}>
            <ApiClientProvider client={client}>
              <SessionProvider>
                <AdminAccessGate>
                  <RouterProvider router={router} />
                </AdminAccessGate>
              </SessionProvider>
            </ApiClientProvider>
          </QueryClientProvider>
        </StandaloneIntlProvider>
      </LanguageProvider>
    </DilemmaThemeProvider>
  )
}
