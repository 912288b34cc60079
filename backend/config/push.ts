/*
 * Web Push (services/push/web_push.ts): the VAPID keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY,
 * or a pair generated on first start (services/push/vapid_keys.ts); VAPID_SUBJECT is the contact
 * a push service may write to. A push service is trusted by Node's certificate store (which takes
 * NODE_EXTRA_CA_CERTS); `agent` exists so a test can trust its own stand-in without that.
 * Connections to a push service are kept open: a poll's end sends it thousands of messages, and a
 * TLS handshake for each cost more than the message itself (bench:push).
 */
import { Agent } from 'node:https'
import env from '#start/env'
import { loadOrCreateVapidKeys } from '#services/push/vapid_keys'

export interface PushSettings {
  publicKey: string
  privateKey: string
  subject: string
  /** How long a push service keeps a message for a device that is offline, in seconds (48 h). */
  ttlSeconds: number
  agent?: Agent
}

function vapidKeys() {
  const publicKey = env.get('VAPID_PUBLIC_KEY')
  const privateKey = env.get('VAPID_PRIVATE_KEY')
  if (publicKey && privateKey) return { publicKey, privateKey }
  return loadOrCreateVapidKeys()
}

const contact = env.get('CONTACT_EMAIL')

const pushConfig: PushSettings = {
  ...vapidKeys(),
  subject: env.get('VAPID_SUBJECT') ?? `mailto:${contact ?? 'no-reply@dilemma.local'}`,
  ttlSeconds: 48 * 60 * 60,
  agent: new Agent({ keepAlive: true }),
}

export default pushConfig
