import { defineConfig } from '@adonisjs/shield'

/**
 * CSRF: every state-changing /api call must echo the XSRF-TOKEN cookie in the X-CSRF-Token
 * header (PayPal's webhook excepted). The cookie comes with any GET (e.g. GET /api/users/me on start-up) from
 * xsrf_cookie_middleware.ts, not from Shield, which would encrypt a new one on every response.
 *
 * The header guards are off: CSP, frame protection, nosniff and HSTS are set for every response,
 * routed or not, by security_headers.ts (Shield runs for routed requests only).
 */
export default defineConfig({
  csp: { enabled: false, directives: {}, reportOnly: false },
  csrf: {
    enabled: true,
    // PayPal's webhook carries no token; PayPal's signature verification guards it instead.
    // The one-click unsubscribe of a notice e-mail (RFC 8058) comes from a mail client; its signed link guards it.
    exceptRoutes: ['/api/paypal/webhook', '/api/notices/unsubscribe'],
    enableXsrfCookie: false,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  hsts: { enabled: false },
  contentTypeSniffing: { enabled: false },
  xFrame: { enabled: false },
})
