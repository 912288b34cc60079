import { PageLoader } from '@dilemma/design-system'
import type { RouteObject } from '@dilemma/design-system'
import { GuardedOutlet } from '../features/auth/GuardedOutlet'
import { NotFoundPage } from '../features/layout/NotFoundPage'
import { RootLayout } from '../features/layout/RootLayout'
import { RouteErrorPage } from '../features/remotes/RouteErrorPage'

/** Remote routes are patched in below this route, next to the not-found page. */
export const remoteParentRouteId = 'app'

// The router starts before intl-aware pages can render, so this one loader has no text label.
const RouterLoader = () => <PageLoader fullScreen label="Dilemma" />

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
