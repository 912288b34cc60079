/*
 * Orders as PayPal's Orders v2 API shows them (checkout_orders_v2.json: order, capture,
 * HATEOAS links per status): whole with `Prefer: return=representation`, else minimal.
 */
import { paypalStyleId } from './http_io.mjs'

/**
 * @typedef {import('./orders.mjs').Order} Order
 * @typedef {import('./orders.mjs').Capture} Capture
 */

export class OrderJson {
  /** @param {() => string} publicUrl the stand-in's address as the buyer's browser and our backend see it */
  constructor(publicUrl) {
    this.publicUrl = publicUrl
    this.merchantId = paypalStyleId(13)
  }

  /** The order as PayPal shows it with `Prefer: return=representation`. @param {Order} order */
  full(order) {
    const { request } = order
    const payments = order.captures.length
      ? { payments: { captures: order.captures.map((c) => this.#capture(c, order)) } }
      : {}
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      ...this.#paymentSource(order),
      purchase_units: [
        {
          reference_id: request.referenceId,
          amount: request.amount,
          payee: { email_address: 'merchant@paypal-standin.invalid', merchant_id: this.merchantId },
          ...(request.description ? { description: request.description } : {}),
          ...(request.customId ? { custom_id: request.customId } : {}),
          ...payments,
        },
      ],
      create_time: order.createTime,
      update_time: order.updateTime,
      links: this.#links(order),
    }
  }

  /** The default `Prefer: return=minimal` answer: id, status and links. @param {Order} order */
  minimal(order) {
    return { id: order.id, status: order.status, ...this.#paymentSource(order), links: this.#links(order) }
  }

  /** @param {Order} order */
  #paymentSource(order) {
    if (order.payerId === null) return order.request.payerActionShape ? { payment_source: { paypal: {} } } : {}
    const paypal = {
      email_address: 'buyer@paypal-standin.invalid',
      account_id: order.payerId,
      account_status: 'VERIFIED',
      name: { given_name: 'Demo', surname: 'Buyer' },
      address: { country_code: 'DE' },
    }
    return {
      payment_source: { paypal },
      payer: { name: paypal.name, email_address: paypal.email_address, payer_id: order.payerId },
    }
  }

  /**
   * A capture as the Payments v2 API and its PAYMENT.CAPTURE.* events show it: the order's view
   * plus `supplementary_data.related_ids.order_id` (payments_payment_v2.json, related_ids).
   * @param {Capture} capture @param {Order} order
   */
  captureResource(capture, order) {
    return { ...this.#capture(capture, order), supplementary_data: { related_ids: { order_id: order.id } } }
  }

  /** Where the buyer approves the order. @param {Order} order */
  approvalUrl(order) {
    return `${this.publicUrl()}/checkoutnow?token=${order.id}`
  }

  /** @param {Capture} capture @param {Order} order */
  #capture(capture, order) {
    const base = `${this.publicUrl()}/v2/payments/captures/${capture.id}`
    return {
      id: capture.id,
      status: capture.status,
      ...(capture.statusReason ? { status_details: { reason: capture.statusReason } } : {}),
      amount: capture.amount,
      final_capture: true,
      ...(order.request.customId ? { custom_id: order.request.customId } : {}),
      seller_protection: { status: 'NOT_ELIGIBLE' },
      create_time: capture.createTime,
      update_time: capture.updateTime,
      links: [
        { href: base, rel: 'self', method: 'GET' },
        { href: `${base}/refund`, rel: 'refund', method: 'POST' },
        { href: `${this.publicUrl()}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
      ],
    }
  }

  /** HATEOAS links for the order's status (orders.create / orders.get responses). @param {Order} order */
  #links(order) {
    const self = `${this.publicUrl()}/v2/checkout/orders/${order.id}`
    const approval = this.approvalUrl(order)
    const links = [{ href: self, rel: 'self', method: 'GET' }]
    if (order.status === 'PAYER_ACTION_REQUIRED') links.push({ href: approval, rel: 'payer-action', method: 'GET' })
    if (order.status === 'CREATED') links.push({ href: approval, rel: 'approve', method: 'GET' })
    if (order.status === 'CREATED' || order.status === 'APPROVED') {
      links.push(
        { href: self, rel: 'update', method: 'PATCH' },
        { href: `${self}/capture`, rel: 'capture', method: 'POST' },
      )
    }
    return links
  }
}
