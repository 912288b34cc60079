/*
 * PayPal's OAuth 2 client-credentials grant (`POST /v1/oauth2/token`, Basic client id:secret,
 * form body grant_type=client_credentials) and the bearer check every other call makes.
 */
import { authenticationFailure } from './paypal_errors.mjs'
import { paypalStyleId, sendJson } from './http_io.mjs'

export class AccessTokens {
  /** @type {Map<string, number>} token → expiry (ms since epoch) */
  #expiries = new Map()
  #requests = 0

  /** @param {{ clientId: string, clientSecret: string, lifetimeSeconds: number }} options */
  constructor(options) {
    this.options = options
    this.appId = `APP-${paypalStyleId(17)}`
  }

  get requestCount() {
    return this.#requests
  }

  /** Every token issued so far stops working, as after PayPal's expiry. */
  expireAll() {
    this.#expiries.clear()
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {string} body
   */
  issue(request, response, body) {
    this.#requests += 1
    if (!this.#hasClientCredentials(request.headers.authorization)) {
      return sendJson(response, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' })
    }
    const grantType = new URLSearchParams(body).get('grant_type')
    if (grantType !== 'client_credentials') {
      const description = grantType ? 'Grant Type is not supported' : 'Grant Type is NULL'
      return sendJson(response, 400, { error: 'unsupported_grant_type', error_description: description })
    }
    const accessToken = `A21AA${paypalStyleId(60)}`
    this.#expiries.set(accessToken, Date.now() + this.options.lifetimeSeconds * 1000)
    sendJson(response, 200, {
      scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/subscriptions',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: this.appId,
      expires_in: this.options.lifetimeSeconds,
      nonce: `${new Date().toISOString()}${paypalStyleId(20)}`,
    })
  }

  /**
   * Throws PayPal's 401 unless the request carries a live bearer token.
   * @param {import('node:http').IncomingMessage} request
   */
  requireBearer(request) {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
    const expiry = token === undefined ? undefined : this.#expiries.get(token)
    if (expiry === undefined || expiry <= Date.now()) throw authenticationFailure()
  }

  /** @param {string | undefined} authorization */
  #hasClientCredentials(authorization) {
    const encoded = /^Basic (\S+)$/.exec(authorization ?? '')?.[1]
    if (!encoded) return false
    const expected = `${this.options.clientId}:${this.options.clientSecret}`
    return Buffer.from(encoded, 'base64').toString('utf8') === expected
  }
}
