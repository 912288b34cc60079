import env from '#start/env'
import { defineConfig } from '@adonisjs/session'
import { secureCookies } from '#config/app'
import { RollingCookieSessionStore } from '#services/http/rolling_cookie_session_store'
import { COOKIES } from '@dilemma/contract/cookies'

/**
 * The session only carries Shield's CSRF secret. It lives in an encrypted cookie, so API
 * nodes stay stateless; the cookie is rewritten once a day, not on every response
 * (rolling_cookie_session_store.ts). The test suite uses the memory store
 * (SESSION_DRIVER=memory), which Japa's session plugin and `withCsrfToken()` need.
 */
export default defineConfig({
  enabled: true,
  cookieName: COOKIES.session,
  clearWithBrowser: false,
  age: '30d',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: secureCookies,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER') ?? 'cookie',
  stores: {
    cookie: (ctx, config) => new RollingCookieSessionStore(ctx, config.cookie),
  },
})
