/*
 * The security headers of every response: web pages, files, uploads and API answers alike.
 * Set by web_assets_middleware.ts, the server middleware that sees every request, because
 * Shield's guards run only for routed requests and the web pages are answered before the router.
 */
import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'

/** Pictures on S3 (UPLOADS_PUBLIC_URL) are shown, and fetched by the console's PNG export. */
const uploadsOrigin = env.get('UPLOADS_PUBLIC_URL') ? ` ${new URL(env.get('UPLOADS_PUBLIC_URL')!).origin}` : ''

/**
 * The built apps load only their own files (module federation included: its remotes are ES
 * modules from this origin, no inline script, no eval). Styles allow 'unsafe-inline' because
 * Mantine writes its CSS variables and style props into <style> elements at run time; a nonce
 * would need a per-response page, and injected CSS cannot run code. data:/blob: images are the
 * picture previews of the post form and the PNG export.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob:${uploadsOrigin}`,
  `connect-src 'self'${uploadsOrigin}`,
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  // frame-ancestors for browsers that predate it.
  'X-Frame-Options': 'DENY',
  // Other sites learn nothing of where a member came from (a poll, a profile).
  'Referrer-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
}

/** 180 days; sent only over HTTPS (TLS here, or a trusted proxy's X-Forwarded-Proto). */
const STRICT_TRANSPORT_SECURITY = 'max-age=15552000'

export function setSecurityHeaders({ request, response }: HttpContext) {
  for (const [name, value] of Object.entries(HEADERS)) response.header(name, value)
  if (request.secure()) response.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
}
