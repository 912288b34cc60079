/*
 * The receipt after a one-time month's capture and the notice that PayPal declined a one-time
 * payment it had held, in the member's language (de, en, tr), in the one mail layout. A
 * subscription's notices (renewal, receipt, failed payment, end) are member notices
 * (services/payments/plan_notices.ts).
 */
import { DateTime } from 'luxon'
import type { Language } from '#services/i18n/languages'
import { clientLink, sendMail } from '#services/mail/mailer'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'
import { renderLinkMail, type LinkMailWords } from '#services/mail/templates/link_mail'
import type Payment from '#models/payment'
import type { PaidPlan } from '#models/payment'
import User from '#models/user'
import { pickLanguage } from '#services/i18n/languages'
import { planOfRole } from '#services/payments/plans'

export interface ReceiptFacts {
  planName: string
  /** e.g. "4.99 EUR" */
  amount: string
  /** The paid period's end, already formatted as a date. */
  until: string
  orderId: string
}

const RECEIPT: Record<Language, (facts: ReceiptFacts) => LinkMailWords> = {
  de: (facts) => ({
    subject: `Deine Zahlung für Dilemma ${facts.planName}`,
    greeting: 'Hallo,',
    lines: [
      `danke! Wir haben ${facts.amount} für Dilemma ${facts.planName} erhalten.`,
      `Dein Plan läuft bis ${facts.until}. PayPal-Bestellung: ${facts.orderId}.`,
    ],
    button: 'Zu deinem Konto',
    note: 'Dieser Monat verlängert sich nicht: Dein Plan endet am genannten Tag, es sei denn, du kaufst einen weiteren Monat oder schließt ein Monatsabo ab.',
  }),
  en: (facts) => ({
    subject: `Your payment for Dilemma ${facts.planName}`,
    greeting: 'Hello,',
    lines: [
      `Thank you! We received ${facts.amount} for Dilemma ${facts.planName}.`,
      `Your plan runs until ${facts.until}. PayPal order: ${facts.orderId}.`,
    ],
    button: 'Go to your account',
    note: 'This month does not renew: your plan ends on that day unless you buy another month or subscribe monthly.',
  }),
  tr: (facts) => ({
    subject: `Dilemma ${facts.planName} ödemen`,
    greeting: 'Merhaba,',
    lines: [
      `Teşekkürler! Dilemma ${facts.planName} için ${facts.amount} aldık.`,
      `Planın ${facts.until} tarihine kadar geçerli. PayPal siparişi: ${facts.orderId}.`,
    ],
    button: 'Hesabına git',
    note: 'Bu ay yenilenmez: başka bir ay satın almadıkça ya da aylık abone olmadıkça planın o gün sona erer.',
  }),
}

export function receiptMail(language: Language, facts: ReceiptFacts, link: string) {
  return renderLinkMail(RECEIPT[language](facts), link)
}

/** PayPal held her one-time payment for review and then declined it: no plan, nothing charged. */
const PAYMENT_DECLINED: Record<Language, (planName: string, orderId: string) => LinkMailWords> = {
  de: (planName, orderId) => ({
    subject: `PayPal hat deine Zahlung für Dilemma ${planName} abgelehnt`,
    greeting: 'Hallo,',
    lines: [
      `PayPal hat deine Zahlung für einen Monat Dilemma ${planName} geprüft und abgelehnt (PayPal-Bestellung: ${orderId}).`,
      'Es wurde nichts abgebucht, und du bleibst im kostenlosen Basic-Plan.',
    ],
    button: 'Erneut bezahlen',
    note: 'Du kannst es mit einer anderen Zahlungsquelle bei PayPal noch einmal versuchen.',
  }),
  en: (planName, orderId) => ({
    subject: `PayPal declined your payment for Dilemma ${planName}`,
    greeting: 'Hello,',
    lines: [
      `PayPal reviewed your payment for one month of Dilemma ${planName} and declined it (PayPal order: ${orderId}).`,
      'Nothing was charged, and you stay on the free Basic plan.',
    ],
    button: 'Pay again',
    note: 'You can try again with another funding source at PayPal.',
  }),
  tr: (planName, orderId) => ({
    subject: `PayPal, Dilemma ${planName} ödemeni reddetti`,
    greeting: 'Merhaba,',
    lines: [
      `PayPal, bir aylık Dilemma ${planName} ödemeni inceledi ve reddetti (PayPal siparişi: ${orderId}).`,
      'Hiçbir ücret alınmadı ve ücretsiz Basic planında kalıyorsun.',
    ],
    button: 'Yeniden öde',
    note: "PayPal'da başka bir ödeme kaynağıyla yeniden deneyebilirsin.",
  }),
}

/** Mails her, in her language, that PayPal declined the one-time payment it had held. */
export async function sendPaymentDeclinedOf(payment: Payment) {
  const user = await User.findOrFail(payment.userId)
  const language = pickLanguage(user.language)
  const words = PAYMENT_DECLINED[language](planOfRole(payment.plan).name, payment.providerOrderId!)
  await sendMail(user.email, renderLinkMail(words, clientLink(CLIENT_PATHS.premium)))
}

/** Mails her the receipt for a completed payment of `role`, paid until `periodEnd`. */
export function sendReceipt(
  email: string,
  language: Language,
  payment: { role: PaidPlan; periodEnd: DateTime; orderId: string },
) {
  const plan = planOfRole(payment.role)
  const until = payment.periodEnd.setLocale(language).toLocaleString(DateTime.DATE_FULL)
  const facts = { planName: plan.name, amount: `${plan.price} EUR`, until, orderId: payment.orderId }
  return sendMail(email, receiptMail(language, facts, clientLink(CLIENT_PATHS.profile)))
}

/** The receipt for a payment completed without her at the page (a webhook, the reconciliation), in her language. */
export async function sendReceiptOf(payment: Payment) {
  const user = await User.findOrFail(payment.userId)
  const facts = { role: payment.plan, periodEnd: payment.periodEnd!, orderId: payment.providerOrderId! }
  await sendReceipt(user.email, pickLanguage(user.language), facts)
}
