/*
 * Catalog products and billing plans as far as a monthly subscription needs them
 * (catalogs_products_v1.json: `POST/GET /v1/catalogs/products`; billing_subscriptions_v1.json:
 * `POST/GET /v1/billing/plans`, plan_request_POST with one REGULAR billing cycle and a fixed price).
 */
import { isObject } from './order_request.mjs'
import { invalidRequest, missingParameter, resourceNotFound, unprocessable } from './paypal_errors.mjs'
import { paypalStyleId } from './http_io.mjs'

const PRODUCT_TYPES = new Set(['PHYSICAL', 'DIGITAL', 'SERVICE'])
const INTERVAL_UNITS = new Set(['DAY', 'WEEK', 'MONTH', 'YEAR'])

/**
 * @typedef {{ id: string, name: string, type: string, description: string | null, createTime: string }} Product
 * @typedef {{ id: string, productId: string, name: string, status: string, price: { currency_code: string, value: string },
 *   intervalUnit: string, intervalCount: number, createTime: string }} Plan
 */

/** @param {unknown} value @param {string} field @param {number} min @param {number} max */
function text(value, field, min, max) {
  if (value === undefined) throw missingParameter(field)
  if (typeof value !== 'string' || value.length < min || value.length > max) {
    throw invalidRequest('INVALID_STRING_LENGTH', 'The value of a field is either too short or too long.', field)
  }
  return value
}

export class Catalog {
  /** @type {Map<string, Product>} */
  #products = new Map()
  /** @type {Map<string, Plan>} */
  #plans = new Map()

  /** @param {() => string} publicUrl */
  constructor(publicUrl) {
    this.publicUrl = publicUrl
  }

  /** @param {unknown} body */
  createProduct(body) {
    if (!isObject(body)) throw missingParameter('/name')
    const name = text(body.name, '/name', 1, 127)
    if (!PRODUCT_TYPES.has(String(body.type))) {
      throw invalidRequest('INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', '/type')
    }
    const id = body.id === undefined ? `PROD-${paypalStyleId(17)}` : text(body.id, '/id', 6, 50)
    if (this.#products.has(id)) {
      throw unprocessable('DUPLICATE_RESOURCE_IDENTIFIER', 'The value of the field should not be duplicate.', '/id')
    }
    const description = body.description === undefined ? null : text(body.description, '/description', 1, 256)
    const product = { id, name, type: String(body.type), description, createTime: new Date().toISOString() }
    this.#products.set(id, product)
    return this.productJson(product)
  }

  /** @param {string} id */
  product(id) {
    const product = this.#products.get(id)
    if (!product) throw resourceNotFound()
    return this.productJson(product)
  }

  /** @param {Product} product */
  productJson(product) {
    const self = `${this.publicUrl()}/v1/catalogs/products/${product.id}`
    return {
      id: product.id,
      name: product.name,
      type: product.type,
      ...(product.description ? { description: product.description } : {}),
      create_time: product.createTime,
      update_time: product.createTime,
      links: [
        { href: self, rel: 'self', method: 'GET' },
        { href: self, rel: 'edit', method: 'PATCH' },
      ],
    }
  }

  /** @param {unknown} body */
  createPlan(body) {
    if (!isObject(body)) throw missingParameter('/product_id')
    const productId = text(body.product_id, '/product_id', 6, 50)
    if (!this.#products.has(productId)) {
      throw unprocessable('INVALID_PRODUCT_ID', 'The specified product ID does not exist.', '/product_id')
    }
    const name = text(body.name, '/name', 1, 127)
    if (!isObject(body.payment_preferences)) throw missingParameter('/payment_preferences')
    const cycles = body.billing_cycles
    if (!Array.isArray(cycles) || cycles.length !== 1 || !isObject(cycles[0])) {
      throw invalidRequest('NOT_SUPPORTED', 'The local PayPal stand-in takes one billing cycle.', '/billing_cycles')
    }
    const cycle = cycles[0]
    const frequency = isObject(cycle.frequency) ? cycle.frequency : {}
    const price =
      isObject(cycle.pricing_scheme) && isObject(cycle.pricing_scheme.fixed_price)
        ? cycle.pricing_scheme.fixed_price
        : null
    if (!INTERVAL_UNITS.has(String(frequency.interval_unit)))
      throw missingParameter('/billing_cycles/0/frequency/interval_unit')
    if (cycle.tenure_type !== 'REGULAR') throw missingParameter('/billing_cycles/0/tenure_type')
    if (!price || typeof price.value !== 'string' || typeof price.currency_code !== 'string') {
      throw missingParameter('/billing_cycles/0/pricing_scheme/fixed_price')
    }
    /** @type {Plan} */
    const plan = {
      id: `P-${paypalStyleId(24)}`,
      productId,
      name,
      status: body.status === 'CREATED' ? 'CREATED' : 'ACTIVE',
      price: { currency_code: price.currency_code, value: price.value },
      intervalUnit: String(frequency.interval_unit),
      intervalCount: typeof frequency.interval_count === 'number' ? frequency.interval_count : 1,
      createTime: new Date().toISOString(),
    }
    this.#plans.set(plan.id, plan)
    return this.planJson(plan)
  }

  /** @param {string} id */
  plan(id) {
    const plan = this.#plans.get(id)
    if (!plan) throw resourceNotFound()
    return plan
  }

  /** @param {string | null} productId */
  listPlans(productId) {
    const plans = [...this.#plans.values()].filter((plan) => productId === null || plan.productId === productId)
    return { plans: plans.map((plan) => this.planJson(plan)), links: [] }
  }

  /** @param {Plan} plan */
  planJson(plan) {
    return {
      id: plan.id,
      product_id: plan.productId,
      name: plan.name,
      status: plan.status,
      billing_cycles: [
        {
          frequency: { interval_unit: plan.intervalUnit, interval_count: plan.intervalCount },
          tenure_type: 'REGULAR',
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: {
            version: 1,
            fixed_price: plan.price,
            create_time: plan.createTime,
            update_time: plan.createTime,
          },
        },
      ],
      payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
      create_time: plan.createTime,
      update_time: plan.createTime,
      links: [{ href: `${this.publicUrl()}/v1/billing/plans/${plan.id}`, rel: 'self', method: 'GET' }],
    }
  }
}
