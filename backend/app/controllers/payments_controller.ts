import type * as Wire from '@dilemma/contract'
import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import CreatePaymentOrder from '#actions/payments/create_payment_order'
import CapturePaymentOrder from '#actions/payments/capture_payment_order'
import HandlePayPalWebhook from '#actions/payments/handle_paypal_webhook'
import { runAfterResponse } from '#services/system/background_tasks'
import { countPaymentOutcome } from '#services/system/metrics'
import { pickLanguage } from '#services/i18n/languages'
import { sendReceipt } from '#services/payments/payment_mails'
import { captureOrderValidator, createOrderValidator } from '#validators/payments'

/** PayPal payments (member-spec §4, §7, §8). */
export default class PaymentsController {
  /** POST /paypal/create-order {plan} → { success, id, approveUrl } */
  async createOrder({ auth, request }: HttpContext) {
    const { plan } = await request.validateUsing(createOrderValidator)
    const order = await CreatePaymentOrder.handle({ userId: auth.use('web').getUserOrFail().id, planName: plan })
    return { success: true, ...order } satisfies Wire.CreateOrderResponse
  }

  /**
   * POST /paypal/capture-order {orderID, userId, plan} → { success, status: COMPLETED, role,
   * renewalDate }, or { success, status: PENDING } while PayPal holds the capture.
   */
  async captureOrder({ auth, request, response }: HttpContext) {
    const input = await request.validateUsing(captureOrderValidator)
    const user = auth.use('web').getUserOrFail()
    const captured = await countPaymentOutcome(
      'capture',
      CapturePaymentOrder.handle({ sessionUserId: user.id, input }),
      (result) => {
        if (result.status === 'PENDING') return 'pending'
        return result.firstCapture ? 'completed' : 'repeated'
      },
    )
    if (captured.status === 'PENDING') return { success: true, ...captured } satisfies Wire.PendingCapture
    const { firstCapture, paymentId: _paymentId, ...answer } = captured
    if (firstCapture) {
      const language = pickLanguage(user.language, request.header('accept-language'))
      const facts = { role: answer.role, periodEnd: DateTime.fromISO(answer.renewalDate), orderId: input.orderID }
      runAfterResponse(response, 'payment receipt', () => sendReceipt(user.email, language, facts))
    }
    return { success: true, ...answer } satisfies Wire.CompletedCapture
  }

  /** POST /paypal/webhook: PayPal's notifications; no session, no CSRF token, verified by PayPal. */
  async webhook({ request }: HttpContext) {
    const headers: Record<string, string | undefined> = {}
    for (const [name, value] of Object.entries(request.headers())) {
      headers[name] = Array.isArray(value) ? value.join(',') : value
    }
    const outcome = await countPaymentOutcome(
      'webhook',
      HandlePayPalWebhook.handle({ headers, rawBody: request.raw() ?? '' }),
      String,
    )
    return { success: true, outcome } satisfies Wire.PayPalWebhookResponse
  }
}
