import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import proxyAddr from 'proxy-addr'
import { loadOrCreateAppKey } from '#services/http/app_key'

export const appKey = new Secret(env.get('APP_KEY') || loadOrCreateAppKey())

export const appUrl = env.get('APP_URL') ?? `http://localhost:${env.get('PORT') ?? 3333}`

export const appTimezone = env.get('APP_TIMEZONE') ?? 'Europe/Berlin'

/**
 * Cookies are Secure in production unless the app is explicitly served over plain http
 * (a local `npm start`); COOKIE_SECURE overrides either way.
 */
export const secureCookies = env.get('COOKIE_SECURE') ?? (app.inProduction && appUrl.startsWith('https://'))

export const http = defineConfig({
  // Off: bin/server.ts gives each request a random UUID, cheaper than Adonis's generator.
  generateRequestId: false,
  allowMethodSpoofing: false,
  // The logger's mixin (config/logger.ts) finds the request of a log line written by a service.
  useAsyncLocalStorage: true,
  // X-Forwarded-For/-Proto/-Host count only from the proxies listed in TRUSTED_PROXIES (none by
  // default): otherwise any client could choose the IP that rate limits and sessions record.
  trustProxy: proxyAddr.compile(env.get('TRUSTED_PROXIES')),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: secureCookies,
    sameSite: 'lax',
  },
})
