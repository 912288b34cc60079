import vine from '@vinejs/vine'
import { NOTICE_CHANNELS, NOTICE_TOPICS } from '@dilemma/contract/notices'

/** A P-256 public key (65 bytes) and a 16-byte secret, base64url as browsers give them. */
const P256DH_PATTERN = /^[A-Za-z0-9_-]{87}=?$/
const AUTH_PATTERN = /^[A-Za-z0-9_-]{22}(==)?$/
const endpoint = () =>
  vine
    .string()
    .trim()
    .maxLength(1000)
    .url({ protocols: ['https'], require_protocol: true, require_tld: false })

/** POST /push/subscriptions: the browser's `PushSubscription.toJSON()`; only https push services. */
export const pushSubscriptionValidator = vine.compile(
  vine.object({
    endpoint: endpoint(),
    expirationTime: vine.number().nullable().optional(),
    keys: vine.object({
      p256dh: vine.string().regex(P256DH_PATTERN),
      auth: vine.string().regex(AUTH_PATTERN),
    }),
  }),
)

/** DELETE /push/subscriptions: the subscription by its endpoint. */
export const pushEndpointValidator = vine.compile(vine.object({ endpoint: endpoint() }))

/** PUT /users/notice-preferences: one switch. */
export const noticePreferenceValidator = vine.compile(
  vine.object({
    channel: vine.enum(NOTICE_CHANNELS),
    topic: vine.enum(NOTICE_TOPICS),
    enabled: vine.boolean({ strict: true }),
  }),
)

/** /notices/unsubscribe?token=…: the signed link of a notice e-mail. */
export const unsubscribeTokenValidator = vine.compile(vine.object({ token: vine.string().maxLength(1000) }))
