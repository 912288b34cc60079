import { useIntl } from '@dilemma/app-runtime'
import { PageLoader } from '@dilemma/design-system'
import type { RouteObject } from '@dilemma/app-runtime'
import { GuardedOutlet } from '../features/auth/GuardedOutlet'
import { NotFoundPage } from '../features/layout/NotFoundPage'
import { RootLayout } from './RootLayout'
import { RouteErrorPage } from '../features/remotes/RouteErrorPage'

/** Remote routes are patched in below this route, next to the not-found page. */
export const remoteParentRouteId = 'app'

/** Shown while the first route (and its remote) loads: a deep link must not flash a blank page. */
function RouterLoader() {
  const intl = useIntl()
  return <PageLoader fullScreen label={intl.formatMessage({ id: 'shell.loading' })} />
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
        children: [{ path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
]
