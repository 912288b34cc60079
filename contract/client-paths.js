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
