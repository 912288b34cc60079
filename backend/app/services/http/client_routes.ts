/*
 * The client's pages (the contract's CLIENT_PATHS). The server answers them with the shell's
 * index.html and status 200; every other page path gets the same document with status 404,
 * and the shell renders its not-found page.
 */
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

function toRegExp(pattern: string): RegExp {
  const source = pattern.replace(/:[A-Za-z]+/g, '[^/]+')
  return new RegExp(`^${source === '/' ? '/' : `${source}/?`}$`)
}

const clientRouteMatchers = Object.values(CLIENT_PATHS).map(toRegExp)

export function isClientRoute(path: string): boolean {
  return clientRouteMatchers.some((matcher) => matcher.test(path))
}
