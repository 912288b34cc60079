import { defineConfig } from '@adonisjs/shield'
import { secureCookies } from '#config/app'

/**
 * CSRF: every state-changing /api call must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN
 * header. Any GET (e.g. GET /api/users/me on start-up) hands out the cookie.
 */
export default defineConfig({
  csp: { enabled: false, directives: {}, reportOnly: false },
  csrf: {
    enabled: true,
    exceptRoutes: [],
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    // Lives as long as a login session, so an idle tab's first write still carries a token.
    cookieOptions: { sameSite: 'lax', secure: secureCookies, path: '/', maxAge: '30d' },
  },
  hsts: { enabled: secureCookies, maxAge: '180 days' },
  contentTypeSniffing: { enabled: true },
  xFrame: { enabled: true, action: 'DENY' },
})
