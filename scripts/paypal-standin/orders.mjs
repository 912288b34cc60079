/*
 * The stand-in's orders: created (idempotent by PayPal-Request-Id), approved by the buyer,
 * captured once, and the test controls that bend a capture (a decline that sends the buyer back
 * to PayPal, a pending or declined capture, another amount, a capture whose answer was lost).
 * As at PayPal, a capture's PayPal-Request-Id is remembered for the account, not per order: the
 * same id answers the first request's result, whichever order the second one names.
 */
import { paypalStyleId } from './http_io.mjs'
import { resourceNotFound, unprocessable } from './paypal_errors.mjs'

/** Refusals the buyer fixes at PayPal: the order waits for her again, the error links its payer-action page. */
const BACK_TO_BUYER = new Set(['INSTRUMENT_DECLINED', 'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING'])

const CAPTURE_ISSUE_DESCRIPTIONS = {
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  REDIRECT_PAYER_FOR_ALTERNATE_FUNDING: 'Transaction failed. Redirect the payer to select another funding source.',
  PAYER_CANNOT_PAY: 'Combination of payer and payee settings mean that this buyer cannot pay this seller.',
  TRANSACTION_REFUSED: 'The request was refused.',
}

/**
 * @typedef {import('./order_request.mjs').Money} Money
 * @typedef {import('./order_request.mjs').OrderRequest} OrderRequest
 * @typedef {{ issue: string } | { captureStatus: 'PENDING' | 'DECLINED' }} CaptureFailure
 * @typedef {{ id: string, status: string, amount: Money, createTime: string, updateTime: string, statusReason: string | null }} Capture
 * @typedef {{
 *   id: string, status: string, request: OrderRequest, createTime: string, updateTime: string,
 *   payerId: string | null, captures: Capture[], captureRequestIds: string[],
 *   nextCaptureFailure: CaptureFailure | null, captureAmount: Money | null
 * }} Order
 */

export class Orders {
  /** @type {Map<string, Order>} */
  #orders = new Map()
  /** @type {Map<string, string>} PayPal-Request-Id → order id */
  #createRequests = new Map()
  /** @type {Map<string, object>} a capture's PayPal-Request-Id → its answer */
  #captureReplies = new Map()

  /** @param {import('./order_json.mjs').OrderJson} json how orders are shown */
  constructor(json) {
    this.json = json
  }

  /**
   * @param {OrderRequest} request
   * @param {string | undefined} requestId
   * @returns {{ order: Order, replayed: boolean }}
   */
  create(request, requestId) {
    const knownId = requestId === undefined ? undefined : this.#createRequests.get(requestId)
    if (knownId !== undefined) return { order: this.find(knownId), replayed: true }
    const now = new Date().toISOString()
    /** @type {Order} */
    const order = {
      id: paypalStyleId(17),
      status: request.payerActionShape ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      request,
      createTime: now,
      updateTime: now,
      payerId: null,
      captures: [],
      captureRequestIds: [],
      nextCaptureFailure: null,
      captureAmount: null,
    }
    this.#orders.set(order.id, order)
    if (requestId !== undefined) this.#createRequests.set(requestId, order.id)
    return { order, replayed: false }
  }

  /** @param {string} orderId */
  find(orderId) {
    const order = this.#orders.get(orderId)
    if (!order) throw resourceNotFound()
    return order
  }

  /** @param {string} orderId */
  has(orderId) {
    return this.#orders.has(orderId)
  }

  /** @param {string} orderId */
  isAwaitingBuyer(orderId) {
    const order = this.#orders.get(orderId)
    return order !== undefined && awaitsBuyer(order)
  }

  /**
   * The buyer approves (on the approval page, or a test on her behalf).
   * @param {string} orderId
   * @param {string} payerId
   */
  approve(orderId, payerId) {
    const order = this.find(orderId)
    if (!awaitsBuyer(order)) {
      throw new Error(`Order ${orderId} is ${order.status} and cannot be approved`)
    }
    order.status = 'APPROVED'
    order.payerId = payerId
    order.updateTime = new Date().toISOString()
    return order
  }

  /**
   * @param {string} orderId
   * @param {string | undefined} requestId
   * @returns {{ httpStatus: 200 | 201, body: object }}
   */
  capture(orderId, requestId) {
    const order = this.find(orderId)
    if (requestId !== undefined) order.captureRequestIds.push(requestId)
    const reply = requestId === undefined ? undefined : this.#captureReplies.get(requestId)
    if (reply) return { httpStatus: 200, body: reply }
    if (order.status === 'COMPLETED') throw captureProblem('ORDER_ALREADY_CAPTURED')
    if (order.status !== 'APPROVED') throw captureProblem('ORDER_NOT_APPROVED')
    const failure = order.nextCaptureFailure
    order.nextCaptureFailure = null
    if (failure && 'issue' in failure) throw this.#refusal(order, failure.issue)
    this.#capture(order, failure?.captureStatus ?? 'COMPLETED')
    const body = this.json.full(order)
    if (requestId !== undefined) this.#captureReplies.set(requestId, body)
    return { httpStatus: 201, body }
  }

  /**
   * The capture reached PayPal but its answer never came back, and the request id is forgotten:
   * the next capture call of this order is ORDER_ALREADY_CAPTURED.
   * @param {string} orderId
   */
  captureWithLostAnswer(orderId) {
    const order = this.find(orderId)
    if (order.status !== 'APPROVED') throw new Error(`Order ${orderId} is ${order.status} and cannot be captured`)
    this.#capture(order, 'COMPLETED')
  }

  /**
   * PayPal already answered `requestId` for `orderId` (a reset database, another deployment on the
   * same PayPal app): a capture sent with that id gets this order back.
   * @param {string} requestId
   * @param {string} orderId
   */
  rememberCaptureRequest(requestId, orderId) {
    this.#captureReplies.set(requestId, this.json.full(this.find(orderId)))
  }

  /** @param {string} orderId */
  captureRequestIds(orderId) {
    return [...this.find(orderId).captureRequestIds]
  }

  /**
   * PayPal's review of a PENDING capture ends: the capture is COMPLETED, and answers the resource
   * of the PAYMENT.CAPTURE.COMPLETED event (a capture with `supplementary_data.related_ids`).
   * @param {string} captureId
   */
  completePendingCapture(captureId) {
    return this.#endReview(captureId, 'COMPLETED')
  }

  /**
   * PayPal's review of a PENDING capture ends DECLINED (payments v2 capture status): answers the
   * resource of the PAYMENT.CAPTURE.DENIED event.
   * @param {string} captureId
   */
  denyPendingCapture(captureId) {
    return this.#endReview(captureId, 'DECLINED')
  }

  /** @param {string} captureId @param {'COMPLETED' | 'DECLINED'} status */
  #endReview(captureId, status) {
    const { order, capture } = this.#findCapture(captureId)
    if (capture.status !== 'PENDING') throw new Error(`Capture ${captureId} is ${capture.status}`)
    capture.status = status
    capture.statusReason = null
    capture.updateTime = new Date().toISOString()
    return this.json.captureResource(capture, order)
  }

  /** @param {Order} order @param {string} status */
  #capture(order, status) {
    const now = new Date().toISOString()
    order.captures.push({
      id: paypalStyleId(17),
      status,
      amount: order.captureAmount ?? order.request.amount,
      createTime: now,
      updateTime: now,
      statusReason: status === 'PENDING' ? 'PENDING_REVIEW' : null,
    })
    order.status = 'COMPLETED'
    order.updateTime = now
  }

  /**
   * A refused capture; a refusal the buyer can fix puts the order back in her hands and links the
   * page where she picks another funding source (rel `payer-action`).
   * @param {Order} order
   * @param {string} issue
   */
  #refusal(order, issue) {
    if (!BACK_TO_BUYER.has(issue)) return captureProblem(issue)
    order.status = order.request.payerActionShape ? 'PAYER_ACTION_REQUIRED' : 'CREATED'
    order.payerId = null
    order.updateTime = new Date().toISOString()
    return captureProblem(issue, [
      {
        href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
        rel: 'information_link',
        method: 'GET',
      },
      { href: this.json.approvalUrl(order), rel: 'payer-action', method: 'GET' },
    ])
  }

  /** @param {string} orderId @param {CaptureFailure} failure */
  failNextCapture(orderId, failure) {
    this.find(orderId).nextCaptureFailure = failure
  }

  /** @param {string} orderId @param {Money} amount */
  setCaptureAmount(orderId, amount) {
    this.find(orderId).captureAmount = amount
  }

  /** @param {string} orderId */
  captureCount(orderId) {
    return this.find(orderId).captures.length
  }

  /**
   * Marks a capture refunded and answers the refund resource of PayPal's PAYMENT.CAPTURE.REFUNDED
   * event (its `up` link names the capture).
   * @param {string} captureId
   */
  refundCapture(captureId) {
    const match = this.#findCapture(captureId)
    const now = new Date().toISOString()
    match.capture.status = 'REFUNDED'
    match.capture.updateTime = now
    const refundId = paypalStyleId(17)
    const base = `${this.json.publicUrl()}/v2/payments`
    return {
      id: refundId,
      status: 'COMPLETED',
      amount: match.capture.amount,
      ...(match.order.request.customId ? { custom_id: match.order.request.customId } : {}),
      create_time: now,
      update_time: now,
      links: [
        { href: `${base}/refunds/${refundId}`, rel: 'self', method: 'GET' },
        { href: `${base}/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    }
  }

  /** @param {string} captureId */
  #findCapture(captureId) {
    for (const order of this.#orders.values()) {
      const capture = order.captures.find((candidate) => candidate.id === captureId)
      if (capture) return { order, capture }
    }
    throw new Error(`No capture ${captureId}`)
  }
}

/** Created, not yet approved: the approval page offers Approve and Cancel. @param {Order} order */
export function awaitsBuyer(order) {
  return order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED'
}

/** @param {string} issue @param {import('./paypal_errors.mjs').Link[]} [links] */
function captureProblem(issue, links) {
  const description = CAPTURE_ISSUE_DESCRIPTIONS[/** @type {keyof typeof CAPTURE_ISSUE_DESCRIPTIONS} */ (issue)]
  return unprocessable(issue, description ?? 'The requested action could not be performed.', undefined, links)
}
