import { defineConfig } from '@adonisjs/shield'
import { secureCookies } from '#config/app'

/**
 * CSRF: every state-changing /api call must echo the XSRF-TOKEN cookie in the X-CSRF-Token
 * header. The cookie comes with any GET (e.g. GET /api/users/me on start-up) from
 * xsrf_cookie_middleware.ts, not from Shield, which would encrypt a new one on every response.
 */
export default defineConfig({
  csp: { enabled: false, directives: {}, reportOnly: false },
  csrf: {
    enabled: true,
    exceptRoutes: [],
    enableXsrfCookie: false,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  hsts: { enabled: secureCookies, maxAge: '180 days' },
  contentTypeSniffing: { enabled: true },
  xFrame: { enabled: true, action: 'DENY' },
})
