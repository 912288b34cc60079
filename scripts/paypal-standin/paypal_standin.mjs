/*
 * A local stand-in for PayPal's REST API (OAuth 2 token, Orders v2 create/get/capture,
 * verify-webhook-signature, Catalog products, billing plans, Subscriptions v1 create/get/cancel)
 * and for its buyer approval pages, on a loopback port. For tests and the `npm start` demo only: nothing here talks to PayPal, no money
 * moves. The test controls on the returned handle do what a buyer or PayPal itself would do.
 */
import { createServer } from 'node:http'
import { AccessTokens } from './oauth.mjs'
import { Orders } from './orders.mjs'
import { OrderJson } from './order_json.mjs'
import { Webhooks } from './webhooks.mjs'
import { Subscriptions } from './subscriptions.mjs'
import { Catalog } from './catalog.mjs'
import { readOrderRequest } from './order_request.mjs'
import { approvalPage, messagePage, subscriptionApprovalPage, withParameters } from './approval_page.mjs'
import { PayPalProblem, invalidRequest, resourceNotFound, sendProblem } from './paypal_errors.mjs'
import { newDebugId, paypalStyleId, readBody, redirect, sendHtml, sendJson } from './http_io.mjs'

const ORDER_PATH = /^\/v2\/checkout\/orders\/([^/]+)$/
const CAPTURE_PATH = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/
const SUBSCRIPTION_CANCEL_PATH = /^\/v1\/billing\/subscriptions\/([^/]+)\/cancel$/
const SUBSCRIPTION_PATH = /^\/v1\/billing\/subscriptions\/([^/]+)$/
const PRODUCT_PATH = /^\/v1\/catalogs\/products\/([^/]+)$/
const SUBSCRIPTION_APPROVAL = '/webapps/billing/subscriptions'
/** The stand-in's own control (no PayPal call): bill a subscription's next cycle now. */
const RENEW_CONTROL_PATH = /^\/standin\/subscriptions\/([^/]+)\/renew$/

/** @type {import('./paypal_standin.d.mts').startPayPalStandIn} */
export async function startPayPalStandIn(options) {
  const { host = '127.0.0.1', port = 0, webhookId = 'STANDINWEBHOOK', tokenLifetimeSeconds = 32400 } = options
  let origin = ''
  const publicUrl = () => options.publicUrl ?? origin
  const tokens = new AccessTokens({ ...options, lifetimeSeconds: tokenLifetimeSeconds })
  const orderJson = new OrderJson(publicUrl)
  const orders = new Orders(orderJson)
  const webhooks = new Webhooks({ webhookId, publicUrl })
  const catalog = new Catalog(publicUrl)
  const subscriptions = new Subscriptions(catalog, publicUrl)
  const state = { tokens, orders, orderJson, webhooks, catalog, subscriptions, webhookUrl: options.webhookUrl ?? null }

  const server = createServer((request, response) => {
    handle(state, request, response).catch((error) => {
      if (error instanceof PayPalProblem) return sendProblem(response, error)
      const debugId = newDebugId()
      sendJson(
        response,
        500,
        { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error has occurred.', debug_id: debugId },
        debugId,
      )
    })
  })
  await new Promise((listening, failed) => server.once('error', failed).listen(port, host, () => listening(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`

  return {
    url: publicUrl(),
    webhookId,
    close: () =>
      new Promise((closed) => {
        server.close(() => closed(undefined))
        server.closeAllConnections()
      }),
    tokenRequestCount: () => tokens.requestCount,
    expireAccessTokens: () => tokens.expireAll(),
    approveOrder: (orderId, payerId = paypalStyleId(13)) => approve(orders, orderId, payerId),
    failNextCapture: (orderId, failure) => orders.failNextCapture(orderId, failure),
    setCaptureAmount: (orderId, amount) => orders.setCaptureAmount(orderId, amount),
    captureCount: (orderId) => orders.captureCount(orderId),
    captureRequestIds: (orderId) => orders.captureRequestIds(orderId),
    captureWithLostAnswer: (orderId) => orders.captureWithLostAnswer(orderId),
    rememberCaptureRequest: (requestId, orderId) => orders.rememberCaptureRequest(requestId, orderId),
    completePendingCapture: (captureId) => orders.completePendingCapture(captureId),
    denyPendingCapture: (captureId) => orders.denyPendingCapture(captureId),
    getOrder: (orderId) => orderJson.full(orders.find(orderId)),
    refundCapture: (captureId) => orders.refundCapture(captureId),
    addSubscription: (subscriptionId) => subscriptions.add(subscriptionId),
    getSubscription: (subscriptionId) => subscriptions.json(subscriptions.find(subscriptionId)),
    approveSubscription: (subscriptionId) => approveSubscription(subscriptions, subscriptionId),
    renewSubscription: (subscriptionId) => subscriptions.renew(subscriptionId),
    failSubscriptionPayment: (subscriptionId) => subscriptions.failPayment(subscriptionId),
    setSubscriptionStatus: (subscriptionId, status) => subscriptions.setStatus(subscriptionId, status),
    cancellations: () => subscriptions.cancellations,
    createWebhookNotification: (eventType, resource) => webhooks.createNotification(eventType, resource),
    sendWebhook: (targetUrl, eventType, resource) => webhooks.send(targetUrl, eventType, resource),
  }
}

/**
 * @param {Orders} orders
 * @param {string} orderId
 * @param {string} payerId
 */
function approve(orders, orderId, payerId) {
  const { request } = orders.approve(orderId, payerId)
  const redirectUrl = request.returnUrl && withParameters(request.returnUrl, { token: orderId, PayerID: payerId })
  return { payerId, redirectUrl }
}

/**
 * @param {Subscriptions} subscriptions
 * @param {string} subscriptionId
 */
function approveSubscription(subscriptions, subscriptionId) {
  subscriptions.approve(subscriptionId)
  const subscription = subscriptions.find(subscriptionId)
  const parameters = {
    subscription_id: subscription.id,
    ba_token: subscription.approvalToken,
    token: subscription.approvalToken,
  }
  return { redirectUrl: subscription.returnUrl && withParameters(subscription.returnUrl, parameters) }
}

/**
 * PayPal bills the subscription's next cycle and notifies the app's webhook (when the stand-in
 * knows it) with PAYMENT.SALE.COMPLETED, as PayPal does; for the e2e journeys and the demo.
 * @param {State} state
 * @param {string} subscriptionId
 * @param {import('node:http').ServerResponse} response
 */
async function renewAndNotify(state, subscriptionId, response) {
  const sale = state.subscriptions.renew(subscriptionId)
  const delivery = state.webhookUrl ? await state.webhooks.send(state.webhookUrl, 'PAYMENT.SALE.COMPLETED', sale) : null
  sendJson(response, 200, { sale, webhookStatus: delivery?.status ?? null })
}

/**
 * @typedef {{ tokens: AccessTokens, orders: Orders, orderJson: OrderJson, webhooks: Webhooks, catalog: Catalog,
 *   subscriptions: Subscriptions, webhookUrl: string | null }} State
 * @param {State} state
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
async function handle(state, request, response) {
  const url = new URL(request.url ?? '/', 'http://stand-in')
  const route = `${request.method} ${url.pathname}`
  const body = await readBody(request)
  if (route === 'POST /v1/oauth2/token') return state.tokens.issue(request, response, body)
  if (route === 'GET /checkoutnow') return showApprovalPage(state.orders, url.searchParams.get('token'), response)
  if (route === 'POST /checkoutnow/approve' || route === 'POST /checkoutnow/cancel') {
    return answerBuyerChoice(
      state.orders,
      url.pathname.endsWith('approve'),
      new URLSearchParams(body).get('token'),
      response,
    )
  }
  const renewed = RENEW_CONTROL_PATH.exec(url.pathname)?.[1]
  if (request.method === 'POST' && renewed) return renewAndNotify(state, decodeURIComponent(renewed), response)
  if (url.pathname.startsWith(SUBSCRIPTION_APPROVAL))
    return subscriptionApproval(state.subscriptions, route, url, body, response)
  if (route === `GET ${state.webhooks.certPath}`) {
    response.writeHead(200, { 'content-type': 'application/x-pem-file' }).end(state.webhooks.publicKeyPem())
    return
  }
  state.tokens.requireBearer(request)
  await handleApiCall(state, request, response, url.pathname, body)
}

/**
 * @param {State} state
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} path
 * @param {string} body
 */
async function handleApiCall(state, request, response, path, body) {
  const requestId = headerValue(request, 'paypal-request-id')
  const representation = /return=representation/i.test(headerValue(request, 'prefer') ?? '')
  const method = request.method
  if (method === 'POST' && path === '/v2/checkout/orders') {
    const { order, replayed } = state.orders.create(readOrderRequest(parseJson(body)), requestId)
    return sendJson(
      response,
      replayed ? 200 : 201,
      representation ? state.orderJson.full(order) : state.orderJson.minimal(order),
    )
  }
  const orderId = ORDER_PATH.exec(path)?.[1]
  if (method === 'GET' && orderId) return sendJson(response, 200, state.orderJson.full(state.orders.find(orderId)))
  const captureOrderId = CAPTURE_PATH.exec(path)?.[1]
  if (method === 'POST' && captureOrderId) {
    parseJson(body)
    const { httpStatus, body: reply } = state.orders.capture(captureOrderId, requestId)
    return sendJson(response, httpStatus, reply)
  }
  if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
    return sendJson(response, 200, { verification_status: state.webhooks.verify(parseJson(body)) })
  }
  const subscriptionId = SUBSCRIPTION_CANCEL_PATH.exec(path)?.[1]
  if (method === 'POST' && subscriptionId) {
    state.subscriptions.cancel(decodeURIComponent(subscriptionId), parseJson(body))
    response.writeHead(204, { 'paypal-debug-id': newDebugId() }).end()
    return
  }
  await handleBillingCall(state, request, response, path, body)
}

/**
 * Catalog products, billing plans and subscriptions.
 * @param {State} state
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} path
 * @param {string} body
 */
async function handleBillingCall(state, request, response, path, body) {
  const route = `${request.method} ${path}`
  if (route === 'POST /v1/catalogs/products')
    return sendJson(response, 201, state.catalog.createProduct(parseJson(body)))
  const productId = PRODUCT_PATH.exec(path)?.[1]
  if (request.method === 'GET' && productId)
    return sendJson(response, 200, state.catalog.product(decodeURIComponent(productId)))
  if (route === 'POST /v1/billing/plans') return sendJson(response, 201, state.catalog.createPlan(parseJson(body)))
  if (route === 'GET /v1/billing/plans') {
    const productFilter = new URL(request.url ?? '/', 'http://stand-in').searchParams.get('product_id')
    return sendJson(response, 200, state.catalog.listPlans(productFilter))
  }
  if (route === 'POST /v1/billing/subscriptions') {
    const { subscription, replayed } = state.subscriptions.create(
      parseJson(body),
      headerValue(request, 'paypal-request-id'),
    )
    return sendJson(response, replayed ? 200 : 201, subscription)
  }
  const subscriptionId = SUBSCRIPTION_PATH.exec(path)?.[1]
  if (request.method === 'GET' && subscriptionId) {
    return sendJson(
      response,
      200,
      state.subscriptions.json(state.subscriptions.find(decodeURIComponent(subscriptionId))),
    )
  }
  throw resourceNotFound()
}

/**
 * The buyer's subscription approval: the page, then Approve (to return_url with
 * subscription_id, ba_token and token) or Cancel (to cancel_url).
 * @param {Subscriptions} subscriptions
 * @param {string} route
 * @param {URL} url
 * @param {string} body
 * @param {import('node:http').ServerResponse} response
 */
function subscriptionApproval(subscriptions, route, url, body, response) {
  const token = route.startsWith('GET') ? url.searchParams.get('ba_token') : new URLSearchParams(body).get('ba_token')
  const subscription = token ? subscriptions.byApprovalToken(token) : null
  if (!subscription) return sendHtml(response, 404, messagePage('Subscription not found', 'This link is not valid.'))
  if (route === `GET ${SUBSCRIPTION_APPROVAL}`) return sendHtml(response, 200, subscriptionApprovalPage(subscription))
  if (subscription.status !== 'APPROVAL_PENDING') {
    return sendHtml(
      response,
      409,
      messagePage('Subscription not open', 'This subscription is not waiting for the buyer.'),
    )
  }
  if (route === `POST ${SUBSCRIPTION_APPROVAL}/approve`) {
    const { redirectUrl } = approveSubscription(subscriptions, subscription.id)
    return redirectUrl
      ? redirect(response, redirectUrl)
      : sendHtml(response, 200, messagePage('Approved', 'You can close this window.'))
  }
  if (subscription.cancelUrl)
    return redirect(response, withParameters(subscription.cancelUrl, { token: subscription.approvalToken }))
  sendHtml(response, 200, messagePage('Cancelled', 'You can close this window.'))
}

/**
 * @param {Orders} orders
 * @param {string | null} orderId
 * @param {import('node:http').ServerResponse} response
 */
function showApprovalPage(orders, orderId, response) {
  if (!orderId || !orders.has(orderId))
    return sendHtml(response, 404, messagePage('Order not found', 'This checkout link is not valid.'))
  sendHtml(response, 200, approvalPage(orders.find(orderId)))
}

/**
 * @param {Orders} orders
 * @param {boolean} approved
 * @param {string | null} orderId
 * @param {import('node:http').ServerResponse} response
 */
function answerBuyerChoice(orders, approved, orderId, response) {
  if (!orderId || !orders.isAwaitingBuyer(orderId)) {
    return sendHtml(response, 409, messagePage('Order not open', 'This order is not waiting for the buyer.'))
  }
  const { request } = orders.find(orderId)
  if (approved) {
    const { redirectUrl } = approve(orders, orderId, paypalStyleId(13))
    return redirectUrl
      ? redirect(response, redirectUrl)
      : sendHtml(response, 200, messagePage('Approved', 'You can close this window.'))
  }
  if (request.cancelUrl) return redirect(response, withParameters(request.cancelUrl, { token: orderId }))
  sendHtml(response, 200, messagePage('Cancelled', 'You can close this window.'))
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {string} name
 */
function headerValue(request, name) {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** An empty body reads as `{}`; anything else must be JSON. @param {string} body */
function parseJson(body) {
  if (body.trim() === '') return {}
  try {
    return JSON.parse(body)
  } catch {
    throw invalidRequest('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.')
  }
}
