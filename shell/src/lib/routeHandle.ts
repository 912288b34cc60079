import type { Role } from '@dilemma/api-client'
import type { UIMatch } from '@dilemma/app-runtime'

/**
 * What a route (of the shell or a remote) may declare in its `handle`:
 * `auth` = login required, `roles` = only these roles, `layout: 'bare'` = no shell header/footer.
 */
export interface ShellRouteHandle {
  auth?: boolean
  roles?: Role[]
  layout?: 'bare'
}

export interface RouteAccess {
  roles?: Role[]
}

function handleOf(match: UIMatch): ShellRouteHandle {
  return typeof match.handle === 'object' && match.handle !== null ? (match.handle as ShellRouteHandle) : {}
}

/** The access rule of the deepest protected route, or null when the page is public. */
export function routeAccess(matches: readonly UIMatch[]): RouteAccess | null {
  const protectedMatch = matches.findLast((match) => {
    const handle = handleOf(match)
    return handle.auth === true || handle.roles !== undefined
  })
  return protectedMatch ? { roles: handleOf(protectedMatch).roles } : null
}

export function usesBareLayout(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => handleOf(match).layout === 'bare')
}
