import { useIntl } from '@dilemma/app-runtime'
import { PageLoader } from '@dilemma/design-system'
import type { RouteObject } from '@dilemma/app-runtime'
import { GuardedOutlet } from '../features/auth/GuardedOutlet'
import { RootLayout } from './RootLayout'
import { RouteErrorPage } from '../features/remotes/RouteErrorPage'

/** Remote routes are patched in below this route, next to the not-found page. */
export const remoteParentRouteId = 'app'

/** Shown while the first route (and its remote) loads: a deep link must not flash a blank page. */
function RouterLoader() {
  const intl = useIntl()
  return <PageLoader fullScreen label={intl.formatMessage({ id: 'shell.loading' })} />
}

async function loadNotFoundPage() {
  const { NotFoundPage } = await import('../features/layout/NotFoundPage')
  return { Component: NotFoundPage }
}

export const shellRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    HydrateFallback: RouterLoader,
    children: [
      {
        id: remoteParentRouteId,
        element: <GuardedOutlet />,
        errorElement: <RouteErrorPage />,
        // Fetched when a page is not found, not with every first page (the first-page budget).
        children: [{ path: '*', lazy: loadNotFoundPage }],
      },
    ],
  },
]
