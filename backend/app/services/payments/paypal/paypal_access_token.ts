/*
 * PayPal's OAuth 2 client-credentials token (`POST /v1/oauth2/token`), kept until shortly before
 * its `expires_in` runs out. Concurrent callers share one token request.
 */
import type { PayPalConfig } from '#services/payments/paypal/paypal_config'
import { errorFromResponse, invalidResponse } from '#services/payments/paypal/paypal_errors'
import { fetchPayPal, readJson } from '#services/payments/paypal/paypal_fetch'

/** A token is renewed this long before PayPal says it expires (at most a tenth of its life). */
const RENEWAL_MARGIN_MS = 60_000

interface HeldToken {
  value: string
  renewAt: number
}

export class PayPalAccessToken {
  #held: HeldToken | null = null
  #pending: Promise<HeldToken> | null = null

  constructor(
    private readonly config: PayPalConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** A token that is still good, fetched when none is. */
  async value(): Promise<string> {
    if (this.#held && this.now() < this.#held.renewAt) return this.#held.value
    this.#pending ??= this.#request().finally(() => (this.#pending = null))
    this.#held = await this.#pending
    return this.#held.value
  }

  /** PayPal refused this token (401): the next `value()` fetches a new one. */
  reject(token: string) {
    if (this.#held?.value === token) this.#held = null
  }

  async #request(): Promise<HeldToken> {
    const credentials = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64')
    const response = await fetchPayPal(`${this.config.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    })
    if (!response.ok) throw await errorFromResponse(response)
    const body = (await readJson(response)) as { access_token?: unknown; expires_in?: unknown }
    if (typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') {
      throw invalidResponse('access_token or expires_in')
    }
    const lifetimeMs = body.expires_in * 1000
    return { value: body.access_token, renewAt: this.now() + lifetimeMs - Math.min(RENEWAL_MARGIN_MS, lifetimeMs / 10) }
  }
}
