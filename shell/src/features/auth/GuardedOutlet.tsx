import { Outlet, useMatches } from '@dilemma/app-runtime'
import { routeAccess } from '../../lib/routeHandle'
import { RouteGuard } from './RouteGuard'

/** Renders the matched page, behind the route guard when its route asks for one. */
export function GuardedOutlet() {
  const access = routeAccess(useMatches())
  if (!access) return <Outlet />
  return (
    <RouteGuard roles={access.roles}>
      <Outlet />
    </RouteGuard>
  )
}
