import env from '#start/env'
import { defineConfig } from '@adonisjs/cors'

/**
 * The front ends are served from the API's own origin; cross-origin access (the standalone
 * admin site, dev servers) is allowed only for the origins listed in CORS_ORIGINS.
 */
const allowedOrigins = (env.get('CORS_ORIGINS') ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean)

export default defineConfig({
  enabled: allowedOrigins.length > 0,
  origin: allowedOrigins,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: ['retry-after'],
  credentials: true,
  maxAge: 90,
})
