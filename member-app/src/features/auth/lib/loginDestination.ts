import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

export const defaultLoginDestination = CLIENT_PATHS.feed

interface RememberedOrigin {
  pathname: string
  search?: string
  hash?: string
}

function rememberedOrigin(state: unknown): RememberedOrigin | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null
  const from = (state as { from: unknown }).from
  if (typeof from !== 'object' || from === null) return null
  const { pathname, search, hash } = from as Record<string, unknown>
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return null
  return {
    pathname,
    search: typeof search === 'string' ? search : '',
    hash: typeof hash === 'string' ? hash : '',
  }
}

/**
 * Where a successful login leads: the page the route guard sent the guest away from
 * (`location.state.from`, set by the shell), else the feed. The login page itself is no destination.
 */
export function loginDestination(locationState: unknown): string {
  const origin = rememberedOrigin(locationState)
  if (!origin || origin.pathname === CLIENT_PATHS.login) return defaultLoginDestination
  return `${origin.pathname}${origin.search}${origin.hash}`
}
