/*
 * Webhook notifications as PayPal sends them: the event JSON with PAYPAL-AUTH-ALGO,
 * PAYPAL-CERT-URL, PAYPAL-TRANSMISSION-ID, PAYPAL-TRANSMISSION-SIG and PAYPAL-TRANSMISSION-TIME
 * headers, the signature being SHA256withRSA over
 * `<transmission id>|<transmission time>|<webhook id>|<CRC32 of the body>` (PayPal's
 * "Verify webhook signature" guide). `POST /v1/notifications/verify-webhook-signature`
 * (notifications_webhooks_v1.json) answers SUCCESS only for what this stand-in signed for the
 * configured webhook id.
 */
import { createSign, createVerify, generateKeyPairSync, randomUUID } from 'node:crypto'
import { crc32 } from 'node:zlib'
import { isObject } from './order_request.mjs'
import { missingParameter } from './paypal_errors.mjs'
import { paypalStyleId } from './http_io.mjs'

const AUTH_ALGO = 'SHA256withRSA'
const CERT_PATH = '/v1/notifications/certs/CERT-paypal-standin'
const VERIFY_FIELDS = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
]

/** @param {string} eventType */
function resourceTypeOf(eventType) {
  if (eventType.startsWith('PAYMENT.CAPTURE.')) return 'capture'
  if (eventType.startsWith('BILLING.SUBSCRIPTION.')) return 'subscription'
  if (eventType.startsWith('CHECKOUT.ORDER.')) return 'checkout-order'
  return 'payment'
}

/** @type {import('node:crypto').KeyPairKeyObjectResult | undefined} */
let signingKeys

/** Made on first use and shared by the stand-ins of a process: an RSA key takes a while to make. */
function keys() {
  signingKeys ??= generateKeyPairSync('rsa', { modulusLength: 2048 })
  return signingKeys
}

export class Webhooks {
  /** @param {{ webhookId: string, publicUrl: () => string }} options */
  constructor(options) {
    this.options = options
  }

  get certPath() {
    return CERT_PATH
  }

  /** The public key that checks the signatures (PayPal serves an X.509 certificate here). */
  publicKeyPem() {
    return keys().publicKey.export({ type: 'spki', format: 'pem' }).toString()
  }

  /**
   * A signed notification: the event and the headers PayPal sends with it.
   * @param {string} eventType
   * @param {object} resource
   */
  createNotification(eventType, resource) {
    const id = `WH-${paypalStyleId(17)}-${paypalStyleId(17)}`
    const event = {
      id,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceTypeOf(eventType),
      resource_version: '2.0',
      event_type: eventType,
      summary: `${eventType} (local PayPal stand-in)`,
      resource,
      links: [
        { href: `${this.options.publicUrl()}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' },
        {
          href: `${this.options.publicUrl()}/v1/notifications/webhooks-events/${id}/resend`,
          rel: 'resend',
          method: 'POST',
        },
      ],
    }
    const transmissionId = randomUUID()
    const transmissionTime = new Date().toISOString()
    const body = JSON.stringify(event)
    const signer = createSign('RSA-SHA256')
    signer.update(this.#signedText(transmissionId, transmissionTime, this.options.webhookId, body))
    const headers = {
      'content-type': 'application/json',
      'paypal-auth-algo': AUTH_ALGO,
      'paypal-cert-url': `${this.options.publicUrl()}${CERT_PATH}`,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-sig': signer.sign(keys().privateKey, 'base64'),
      'paypal-transmission-time': transmissionTime,
    }
    return { event, headers, body }
  }

  /**
   * POSTs a signed notification to `targetUrl`, as PayPal delivers it.
   * @param {string} targetUrl
   * @param {string} eventType
   * @param {object} resource
   */
  async send(targetUrl, eventType, resource) {
    const { event, headers, body } = this.createNotification(eventType, resource)
    const response = await fetch(targetUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(30_000) })
    return { status: response.status, body: await response.text(), event }
  }

  /**
   * The verify-webhook-signature call's answer for a request body.
   * @param {unknown} request
   * @returns {'SUCCESS' | 'FAILURE'}
   */
  verify(request) {
    if (!isObject(request)) throw missingParameter('/webhook_event')
    for (const field of VERIFY_FIELDS) if (typeof request[field] !== 'string') throw missingParameter(`/${field}`)
    if (!isObject(request.webhook_event)) throw missingParameter('/webhook_event')
    const fields = /** @type {Record<string, string>} */ (request)
    const ours =
      fields.auth_algo === AUTH_ALGO &&
      fields.cert_url === `${this.options.publicUrl()}${CERT_PATH}` &&
      fields.webhook_id === this.options.webhookId
    if (!ours) return 'FAILURE'
    const text = this.#signedText(
      fields.transmission_id,
      fields.transmission_time,
      fields.webhook_id,
      JSON.stringify(request.webhook_event),
    )
    const verifier = createVerify('RSA-SHA256')
    verifier.update(text)
    return verifier.verify(keys().publicKey, fields.transmission_sig, 'base64') ? 'SUCCESS' : 'FAILURE'
  }

  /** @param {string} transmissionId @param {string} time @param {string} webhookId @param {string} body */
  #signedText(transmissionId, time, webhookId, body) {
    return `${transmissionId}|${time}|${webhookId}|${crc32(body)}`
  }
}
