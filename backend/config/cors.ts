import env from '#start/env'
import { defineConfig } from '@adonisjs/cors'
import type { HttpContext } from '@adonisjs/core/http'

/** The header that hands an allowed origin its CSRF token (xsrf_cookie_middleware.ts). */
export const XSRF_TOKEN_HEADER = 'X-XSRF-Token'

let parsedFrom: string | undefined
let parsedOrigins: readonly string[] = []

/**
 * The origins listed in CORS_ORIGINS (e.g. the standalone admin site's). Read on each request,
 * parsed once per value, so a test can change the variable (`env.set`) without a restart.
 */
export function allowedCorsOrigins(): readonly string[] {
  const raw = env.get('CORS_ORIGINS') ?? ''
  if (raw !== parsedFrom) {
    parsedFrom = raw
    parsedOrigins = raw
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean)
  }
  return parsedOrigins
}

export function isAllowedCorsOrigin(origin: string | undefined): origin is string {
  return origin !== undefined && allowedCorsOrigins().includes(origin)
}

/**
 * The front ends are served from the API's own origin; cross-origin access with cookies (the
 * standalone admin site, dev servers) is allowed only for the origins listed in CORS_ORIGINS.
 * Another origin gets no CORS headers, so its page cannot read any answer.
 */
export default defineConfig({
  enabled: () => allowedCorsOrigins().length > 0,
  origin: (origin: string, ctx: HttpContext) => {
    // The answer depends on the Origin header: a shared cache must not give it to another origin.
    ctx.response.append('Vary', 'Origin')
    return isAllowedCorsOrigin(origin)
  },
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  // The XSRF cookie belongs to the API's host, which the admin site's scripts cannot read.
  exposeHeaders: ['retry-after', XSRF_TOKEN_HEADER],
  credentials: true,
  maxAge: 90,
})
