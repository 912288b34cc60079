import type { CookieStore } from './core/cookie-store.js'
import { createEventEmitter } from './core/events.js'
import { createHttpClient } from './core/http-client.js'
import { accountsEndpoints } from './endpoints/accounts.js'
import { aiEndpoints } from './endpoints/ai.js'
import { auditEndpoints } from './endpoints/audit.js'
import { authEndpoints } from './endpoints/auth.js'
import { badgesEndpoints } from './endpoints/badges.js'
import { healthEndpoint } from './endpoints/health.js'
import { invitationsEndpoints } from './endpoints/invitations.js'
import { adminEndpoints, popupsEndpoints, reportsEndpoints, watchedWordsEndpoints } from './endpoints/moderation.js'
import { noticesEndpoints } from './endpoints/notices.js'
import { paymentsEndpoints } from './endpoints/payments.js'
import { postsEndpoints } from './endpoints/posts.js'
import { siteFactsEndpoints } from './endpoints/site_facts.js'
import { tagsEndpoints } from './endpoints/tags.js'
import { usersEndpoints } from './endpoints/users.js'

export interface ApiClientOptions {
  /** The API root: `/api` in the browser, `http://localhost:3333/api` from Node. */
  baseUrl: string
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch
  /** Needed outside a browser, where nothing else keeps the session cookies. */
  cookieStore?: CookieStore
}

export interface ApiClientEvents extends Record<string, unknown> {
  /** The session is gone; the app should forget the user. */
  logout: { reason: 'refresh_failed' }
}

export type ApiClient = ReturnType<typeof createApiClient>

export function createApiClient(options: ApiClientOptions) {
  const events = createEventEmitter<ApiClientEvents>()
  const http = createHttpClient({
    ...options,
    onRefreshFailed: () => events.emit('logout', { reason: 'refresh_failed' }),
  })

  return {
    /** Subscribes to a client event; returns the unsubscribe function. */
    on: events.on,
    health: healthEndpoint(http),
    auth: authEndpoints(http),
    users: usersEndpoints(http),
    badges: badgesEndpoints(http),
    accounts: accountsEndpoints(http),
    invitations: invitationsEndpoints(http),
    posts: postsEndpoints(http),
    tags: tagsEndpoints(http),
    ai: aiEndpoints(http),
    reports: reportsEndpoints(http),
    admin: adminEndpoints(http),
    watchedWords: watchedWordsEndpoints(http),
    popups: popupsEndpoints(http),
    notices: noticesEndpoints(http),
    audit: auditEndpoints(http),
    payments: paymentsEndpoints(http),
    siteFacts: siteFactsEndpoints(http),
  }
}
