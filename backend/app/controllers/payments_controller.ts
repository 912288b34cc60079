import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import { createPaymentOrder } from '#actions/payments/create_payment_order'
import { capturePaymentOrder } from '#actions/payments/capture_payment_order'
import { handlePayPalWebhook } from '#actions/payments/handle_paypal_webhook'
import { runAfterResponse } from '#services/background_tasks'
import { countPaymentOutcome } from '#services/metrics'
import { pickLanguage } from '#services/languages'
import { clientLink, sendMail } from '#services/mailer'
import { planOfRole } from '#services/payments/plans'
import { receiptMail } from '#services/payments/payment_mails'
import { captureOrderValidator, createOrderValidator } from '#validators/payments'

/** PayPal payments (member-spec §4, §7, §8). */
export default class PaymentsController {
  /** POST /paypal/create-order {plan} → { success, id, approveUrl } */
  async createOrder({ auth, request }: HttpContext) {
    const { plan } = await request.validateUsing(createOrderValidator)
    const order = await createPaymentOrder(auth.use('web').getUserOrFail().id, plan)
    return { success: true, ...order }
  }

  /** POST /paypal/capture-order {orderID, userId, plan} → { success, status, role, renewalDate } */
  async captureOrder({ auth, request, response }: HttpContext) {
    const input = await request.validateUsing(captureOrderValidator)
    const user = auth.use('web').getUserOrFail()
    const captured = capturePaymentOrder(user.id, input)
    const {
      firstCapture,
      paymentId: _paymentId,
      ...answer
    } = await countPaymentOutcome('capture', captured, (result) => (result.firstCapture ? 'completed' : 'repeated'))
    if (firstCapture) {
      const language = pickLanguage(user.language, request.header('accept-language'))
      const plan = planOfRole(answer.role)
      const until = DateTime.fromISO(answer.renewalDate).setLocale(language).toLocaleString(DateTime.DATE_FULL)
      const facts = { planName: plan.name, amount: `${plan.price} EUR`, until, orderId: input.orderID }
      runAfterResponse(response, 'payment receipt', () =>
        sendMail(user.email, receiptMail(language, facts, clientLink('/profile'))),
      )
    }
    return { success: true, ...answer }
  }

  /** POST /paypal/webhook: PayPal's notifications; no session, no CSRF token, verified by PayPal. */
  async webhook({ request }: HttpContext) {
    const headers: Record<string, string | undefined> = {}
    for (const [name, value] of Object.entries(request.headers())) {
      headers[name] = Array.isArray(value) ? value.join(',') : value
    }
    const outcome = await countPaymentOutcome('webhook', handlePayPalWebhook(headers, request.raw() ?? ''), String)
    return { success: true, outcome }
  }
}
