import { createApiClient } from '@dilemma/api-client'
import {
  ApiClientProvider,
  DilemmaThemeProvider,
  IntlProvider,
  QueryClient,
  QueryClientProvider,
  RouterProvider,
} from '@dilemma/design-system'
import { createMemoryRouter } from 'react-router'
import { render } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactElement } from 'react'
import { memberMessages } from '../i18n/messages'
import { memberRoutes } from '../routes'

export const apiBase = 'http://localhost/api'

/** The api-client primes its XSRF cookie with `GET /health` before the first state-changing call. */
export const apiHealthHandler = http.get(`${apiBase}/health`, () => HttpResponse.json({ status: 'ok', db: 'sqlite' }))

// In the running app the shell provides these server-error texts; here they stand in for them.
const shellErrorTexts = {
  'errors.UNINVITED': 'This e-mail address is not on the invitation list.',
  'errors.UNKNOWN': 'An unknown error occurred.',
}

/** The providers the shell would give a member page, in English. */
function MemberProviders({ children }: { children: ReactElement }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return (
    <DilemmaThemeProvider env="test">
      <IntlProvider locale="en" defaultLocale="de" messages={{ ...memberMessages.en, ...shellErrorTexts }}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={createApiClient({ baseUrl: apiBase })}>{children}</ApiClientProvider>
        </QueryClientProvider>
      </IntlProvider>
    </DilemmaThemeProvider>
  )
}

export function renderMemberRoute(path: string) {
  const router = createMemoryRouter([{ path: '/', children: memberRoutes }], { initialEntries: [path] })
  render(
    <MemberProviders>
      <RouterProvider router={router} />
    </MemberProviders>,
  )
  return { router }
}

export function renderInMemberProviders(ui: ReactElement) {
  return render(<MemberProviders>{ui}</MemberProviders>)
}
