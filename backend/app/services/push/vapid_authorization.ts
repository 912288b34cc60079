/*
 * The VAPID Authorization header (RFC 8292) for a push service, signed once per origin and reused
 * until an hour before it expires. web-push signs a new ES256 token for every message, which took
 * 2.1 of its 2.5 ms per message here; the token names only the push service's origin, our subject
 * and its expiry, so one token serves every message to that origin (RFC 8292 §2: at most 24 h).
 */
import webpush from 'web-push'

export interface VapidIdentity {
  subject: string
  publicKey: string
  privateKey: string
}

const LIFETIME_SECONDS = 12 * 60 * 60
const RENEW_BEFORE_SECONDS = 60 * 60
/** More origins than push services exist: a key change (tests) or a stray endpoint starts afresh. */
const MAX_ENTRIES = 64

const signed = new Map<string, { header: string; expiresAt: number }>()

export function vapidAuthorization(
  endpoint: string,
  vapid: VapidIdentity,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): string {
  const audience = new URL(endpoint).origin
  const key = `${audience} ${vapid.subject} ${vapid.publicKey}`
  const cached = signed.get(key)
  if (cached && cached.expiresAt - nowSeconds > RENEW_BEFORE_SECONDS) return cached.header

  const expiresAt = nowSeconds + LIFETIME_SECONDS
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    expiresAt,
  )
  if (signed.size >= MAX_ENTRIES) signed.clear()
  signed.set(key, { header: Authorization, expiresAt })
  return Authorization
}
