import { createApiClient } from '@dilemma/api-client'
import { ApiClientProvider, LanguageProvider, QueryClient, QueryClientProvider } from '@dilemma/app-runtime'
import { DilemmaThemeProvider } from '@dilemma/design-system'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { ComponentType } from 'react'
import { StandaloneIntlProvider } from '../standalone/StandaloneIntlProvider'
import { apiBase } from './renderAdminConsole'

/**
 * One tab's panel with the providers the console gives it (language, texts, query client, API
 * client, a router for the filters in the address), without the console around it: a panel's
 * own tests need neither tabs nor session.
 */
export function renderAdminPanel(Panel: ComponentType, path = '/madmin') {
  const router = createMemoryRouter([{ path: '/madmin', element: <Panel /> }], { initialEntries: [path] })
  // The standalone site's defaults: a failed load shows its error at once, without retries.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } })
  return render(
    <DilemmaThemeProvider env="test">
      <LanguageProvider>
        <StandaloneIntlProvider>
          <QueryClientProvider client={queryClient}>
            <ApiClientProvider client={createApiClient({ baseUrl: apiBase })}>
              <RouterProvider router={router} />
            </ApiClientProvider>
          </QueryClientProvider>
        </StandaloneIntlProvider>
      </LanguageProvider>
    </DilemmaThemeProvider>,
  )
}
