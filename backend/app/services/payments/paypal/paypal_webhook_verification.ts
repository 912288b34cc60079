/*
 * The body of PayPal's verify-webhook-signature call: the transmission fields from the PAYPAL-*
 * headers the notification came with, our webhook id, and the event. PayPal checks the signature
 * against the event's JSON text exactly as it was sent ("the actual JSON string is what is
 * validated against", PayPal in paypal/PayPal-Python-SDK#196), so the raw body is used as it is
 * when the caller has it; a parsed event is serialised again.
 */
const TRANSMISSION_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const

type WebhookTransmission = Record<keyof typeof TRANSMISSION_HEADERS, string>

/** Null when a header is missing or empty. Header names are matched in any case. */
export function webhookTransmission(headers: Record<string, string | undefined>): WebhookTransmission | null {
  const lowerCased = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
  const entries = Object.entries(TRANSMISSION_HEADERS).map(([field, header]) => [field, lowerCased.get(header)])
  if (entries.some(([, value]) => !value)) return null
  return Object.fromEntries(entries) as WebhookTransmission
}

/**
 * The JSON request body.
 * @param event the notification's raw body text, or the event parsed from it
 */
export function verificationBody(transmission: WebhookTransmission, webhookId: string, event: unknown): string {
  const eventJson = typeof event === 'string' ? event : JSON.stringify(event)
  const fields = JSON.stringify({ ...transmission, webhook_id: webhookId })
  return `${fields.slice(0, -1)},"webhook_event":${eventJson}}`
}
