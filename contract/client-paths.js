// The client's pages (member-spec §2, admin-spec §2), `:name` for a parameter as React Router
// writes it. The member app's router and the shell's footer link them; the backend answers a page
// load of one with the shell's index.html and 200 (any other path: 404) and renders the first
// screen of some. Plain JavaScript so that the built backend loads it without a TypeScript step
// (client-paths.d.ts types it).
export const CLIENT_PATHS = Object.freeze({
  landing: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  authSuccess: '/auth-success',
  feed: '/feed',
  post: '/post/:postId',
  profile: '/profile',
  publicProfile: '/user/:userId',
  premium: '/premium',
  payment: '/payment',
  faq: '/faq',
  terms: '/terms',
  privacy: '/privacy',
  impressum: '/impressum',
  console: '/madmin',
})

/**
 * A page's path with its parameters filled in and a query string, if any: `clientPath('post',
 * { postId: 5 })` is `/post/5`, `clientPath('feed', {}, { tag: 3 })` is `/feed?tag=3`. Values are
 * encoded as `encodeURIComponent` does; a query value left undefined is left out.
 */
export function clientPath(page, params = {}, query = {}) {
  const pattern = CLIENT_PATHS[page]
  if (pattern === undefined) throw new Error(`clientPath: no client page named '${page}'`)
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name) => {
    const value = params[name]
    if (value === undefined || value === null || value === '')
      throw new Error(`clientPath: the page '${page}' needs '${name}'`)
    return encodeURIComponent(String(value))
  })
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return search ? `${path}?${search}` : path
}
