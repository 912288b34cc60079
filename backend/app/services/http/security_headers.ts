/*
 * The security headers of every response (web pages, the 404 page, API answers, uploads, files
 * without a hash) but the hashed built files. Set by web_assets_middleware.ts, the server
 * middleware that sees every request, because Shield's guards run only for routed requests and
 * the web pages are answered before the router.
 */
import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import { firstScreenHeadScriptSource } from '#services/http/first_screen_head_script'

/** Pictures on S3 (UPLOADS_PUBLIC_URL) are shown, and fetched by the console's PNG export. */
const uploadsOrigin = env.get('UPLOADS_PUBLIC_URL') ? ` ${new URL(env.get('UPLOADS_PUBLIC_URL')!).origin}` : ''

/**
 * The built apps load only their own files (module federation included: its remotes are ES
 * modules from this origin, no eval); the one inline script is the first screen's head script,
 * allowed by its hash. Styles allow 'unsafe-inline' because Mantine writes its style props into
 * <style> elements at run time; a nonce would need a per-response page, and injected CSS cannot
 * run code. data:/blob: images are the picture previews of the post form and the PNG export.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${firstScreenHeadScriptSource}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob:${uploadsOrigin}`,
  `connect-src 'self'${uploadsOrigin}`,
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** What only a document (or a response opened as one) acts on. */
const DOCUMENT_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  // frame-ancestors for browsers that predate it.
  'X-Frame-Options': 'DENY',
  // Other sites learn nothing of where a member came from (a poll, a profile).
  'Referrer-Policy': 'same-origin',
}

/** 180 days; sent only over HTTPS (TLS here, or a trusted proxy's X-Forwarded-Proto). */
const STRICT_TRANSPORT_SECURITY = 'max-age=15552000'

/** A script or stylesheet served with another type is refused instead of guessed at. */
const NOSNIFF = { 'X-Content-Type-Options': 'nosniff' }

export function setSecurityHeaders({ request, response }: HttpContext) {
  for (const [name, value] of Object.entries({ ...DOCUMENT_HEADERS, ...NOSNIFF })) response.header(name, value)
  if (request.secure()) response.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
}

/**
 * A hashed built file (a script, stylesheet or font under assets/, loaded by a page and never
 * opened as one) keeps only nosniff: the policy of a page is the document's, a script's or a
 * stylesheet's own is not read, and HSTS is learnt from the page's answer over the same origin.
 * They were ~0.4 KB of each of a first page's 30–45 scripts.
 */
export function keepHashedFileSecurityHeaders({ response }: HttpContext) {
  for (const name of [...Object.keys(DOCUMENT_HEADERS), 'Strict-Transport-Security']) response.removeHeader(name)
}
