/*
 * Checks a create-order body the way PayPal's Orders v2 API does (checkout_orders_v2.json:
 * order_request, purchase_unit_request, money, paypal_wallet_experience_context,
 * order_application_context) and reads what the stand-in keeps of it. One purchase unit, intent
 * CAPTURE: the stand-in implements no more.
 */
import { invalidRequest, missingParameter, unprocessable } from './paypal_errors.mjs'

const MONEY_VALUE = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/
const CURRENCY_CODE = /^[A-Z]{3}$/
const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', 'JPY', 'TWD'])

/**
 * @typedef {{ currency_code: string, value: string }} Money
 * @typedef {{
 *   amount: Money, customId: string | null, description: string | null, referenceId: string,
 *   returnUrl: string | null, cancelUrl: string | null, payerActionShape: boolean
 * }} OrderRequest
 */

/**
 * @param {unknown} body the parsed JSON body
 * @returns {OrderRequest}
 */
export function readOrderRequest(body) {
  if (!isObject(body)) throw invalidRequest('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.')
  if (body.intent === undefined) throw missingParameter('/intent')
  if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') {
    throw invalidRequest('INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', '/intent')
  }
  if (body.intent === 'AUTHORIZE') {
    throw unprocessable('UNSUPPORTED_INTENT', 'The local PayPal stand-in implements intent CAPTURE only.', '/intent')
  }
  const unit = onlyPurchaseUnit(body.purchase_units)
  const redirects = redirectUrls(body)
  return {
    amount: readMoney(unit.amount, '/purchase_units/0/amount'),
    customId: optionalString(unit.custom_id, '/purchase_units/0/custom_id', 127),
    description: optionalString(unit.description, '/purchase_units/0/description', 127),
    referenceId: optionalString(unit.reference_id, '/purchase_units/0/reference_id', 256) ?? 'default',
    ...redirects,
  }
}

/** @param {unknown} units */
function onlyPurchaseUnit(units) {
  if (units === undefined) throw missingParameter('/purchase_units')
  if (!Array.isArray(units) || units.length === 0) {
    throw invalidRequest(
      'INVALID_ARRAY_MIN_ITEMS',
      'The number of items in an array parameter is too small.',
      '/purchase_units',
    )
  }
  if (units.length > 1) {
    throw invalidRequest('NOT_SUPPORTED', 'The local PayPal stand-in handles one purchase unit.', '/purchase_units')
  }
  if (!isObject(units[0])) throw missingParameter('/purchase_units/0/amount')
  return units[0]
}

/**
 * @param {unknown} money
 * @param {string} field
 * @returns {Money}
 */
function readMoney(money, field) {
  if (!isObject(money)) throw missingParameter(field)
  const { currency_code: currencyCode, value } = money
  if (currencyCode === undefined) throw missingParameter(`${field}/currency_code`)
  if (value === undefined) throw missingParameter(`${field}/value`)
  if (typeof currencyCode !== 'string' || !CURRENCY_CODE.test(currencyCode)) {
    throw unprocessable(
      'INVALID_CURRENCY_CODE',
      'Currency code is invalid or is not currently supported.',
      `${field}/currency_code`,
    )
  }
  if (typeof value !== 'string' || !MONEY_VALUE.test(value) || value.length > 32) {
    throw invalidRequest(
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
      `${field}/value`,
    )
  }
  const decimals = value.split('.')[1]?.length ?? 0
  if (decimals > (ZERO_DECIMAL_CURRENCIES.has(currencyCode) ? 0 : 2)) {
    throw unprocessable(
      'DECIMAL_PRECISION',
      'If the currency supports decimals, only two decimal place precision is supported.',
      `${field}/value`,
    )
  }
  if (Number(value) <= 0) {
    throw unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.', `${field}/value`)
  }
  return { currency_code: currencyCode, value }
}

/**
 * Return and cancel URLs come from `payment_source.paypal.experience_context` (PayPal's current
 * shape: the order answers PAYER_ACTION_REQUIRED with a `payer-action` link) or from the
 * deprecated `application_context` (the order answers CREATED with an `approve` link).
 * @param {Record<string, unknown>} body
 */
function redirectUrls(body) {
  const paymentSource = isObject(body.payment_source) ? body.payment_source : {}
  const paypal = isObject(paymentSource.paypal) ? paymentSource.paypal : null
  if (paypal) {
    const context = isObject(paypal.experience_context) ? paypal.experience_context : {}
    const path = '/payment_source/paypal/experience_context'
    return { ...readRedirects(context, path), payerActionShape: true }
  }
  const context = isObject(body.application_context) ? body.application_context : {}
  return { ...readRedirects(context, '/application_context'), payerActionShape: false }
}

/**
 * @param {Record<string, unknown>} context
 * @param {string} path
 */
function readRedirects(context, path) {
  return {
    returnUrl: optionalUrl(context.return_url, `${path}/return_url`),
    cancelUrl: optionalUrl(context.cancel_url, `${path}/cancel_url`),
  }
}

/** @param {unknown} value @param {string} field */
function optionalUrl(value, field) {
  const url = optionalString(value, field, 4000)
  if (url !== null && !URL.canParse(url)) {
    throw invalidRequest(
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
      field,
    )
  }
  return url
}

/** @param {unknown} value @param {string} field @param {number} maxLength */
function optionalString(value, field, maxLength) {
  if (value === undefined) return null
  if (typeof value !== 'string') {
    throw invalidRequest(
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
      field,
    )
  }
  if (value.length < 1 || value.length > maxLength) {
    throw invalidRequest('INVALID_STRING_LENGTH', 'The value of a field is either too short or too long.', field)
  }
  return value
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
