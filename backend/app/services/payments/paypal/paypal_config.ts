/*
 * Where PayPal is and who we are to it, from the environment. Without PAYPAL_CLIENT_ID and
 * PAYPAL_CLIENT_SECRET payments are not configured. PAYPAL_BASE_URL points the client at another
 * server (the local stand-in); otherwise PAYPAL_MODE picks PayPal's sandbox (default) or live API.
 */
import env from '#start/env'

export interface PayPalConfig {
  clientId: string
  clientSecret: string
  /** Without a trailing slash, e.g. https://api-m.sandbox.paypal.com. */
  baseUrl: string
  /** The id of our webhook in PayPal's dashboard; needed to verify webhook notifications. */
  webhookId: string | null
}

const SANDBOX_API = 'https://api-m.sandbox.paypal.com'
const LIVE_API = 'https://api-m.paypal.com'

export function paypalConfigFromEnv(): PayPalConfig | null {
  const clientId = env.get('PAYPAL_CLIENT_ID')
  const clientSecret = env.get('PAYPAL_CLIENT_SECRET')
  if (!clientId || !clientSecret) return null
  const modeDefault = env.get('PAYPAL_MODE') === 'live' ? LIVE_API : SANDBOX_API
  return {
    clientId,
    clientSecret,
    baseUrl: (env.get('PAYPAL_BASE_URL') || modeDefault).replace(/\/+$/, ''),
    webhookId: env.get('PAYPAL_WEBHOOK_ID') || null,
  }
}
