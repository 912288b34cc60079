/*
 * The client routes of the spec's route table. The server answers them with the shell's
 * index.html and status 200; every other page path gets the same document with status 404,
 * and the shell renders its not-found page.
 */
const CLIENT_ROUTE_PATTERNS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/auth-success',
  '/feed',
  '/post/:id',
  '/profile',
  '/user/:id',
  '/premium',
  '/payment',
  '/faq',
  '/terms',
  '/privacy',
  '/impressum',
  '/madmin',
]

function toRegExp(pattern: string): RegExp {
  const source = pattern.replace(/:[a-z]+/g, '[^/]+')
  return new RegExp(`^${source === '/' ? '/' : `${source}/?`}$`)
}

const clientRouteMatchers = CLIENT_ROUTE_PATTERNS.map(toRegExp)

export function isClientRoute(path: string): boolean {
  return clientRouteMatchers.some((matcher) => matcher.test(path))
}
