/*
 * The receipt after a one-time month's capture, the notice 3 days before a trial or a cancelled
 * plan ends, the notice that PayPal could not collect a subscription's renewal and the notice
 * that PayPal declined a one-time payment it had held, in the member's language (de, en, tr), in
 * the one mail layout.
 */
import { DateTime } from 'luxon'
import type { Language } from '#services/i18n/languages'
import { clientLink, sendMail } from '#services/mail/mailer'
import { renderLinkMail, type LinkMailWords } from '#services/mail/templates/link_mail'
import type Payment from '#models/payment'
import type { PaidPlan } from '#models/payment'
import type Subscription from '#models/subscription'
import User from '#models/user'
import { pickLanguage } from '#services/i18n/languages'
import { planOfRole } from '#services/payments/plans'
import { accessEndOf } from '#services/payments/renewal_grace'

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

export type PlanEndKind = 'trial' | 'subscription'

const PLAN_END: Record<Language, (kind: PlanEndKind, planName: string, until: string) => LinkMailWords> = {
  de: (kind, planName, until) => ({
    subject: kind === 'trial' ? 'Deine Pro-Testphase endet bald' : `Dein Plan ${planName} endet bald`,
    greeting: 'Hallo,',
    lines: [
      kind === 'trial'
        ? `deine kostenlose Pro-Testphase endet am ${until}. Danach gilt der kostenlose Basic-Plan.`
        : `dein gekündigter Plan ${planName} endet am ${until}. Danach gilt der kostenlose Basic-Plan.`,
    ],
    button: 'Pläne ansehen',
    note: 'Mit Pro oder Premium behältst du mehr Umfragen pro Tag, Optionen C und D und die KI-Analyse.',
  }),
  en: (kind, planName, until) => ({
    subject: kind === 'trial' ? 'Your Pro trial ends soon' : `Your ${planName} plan ends soon`,
    greeting: 'Hello,',
    lines: [
      kind === 'trial'
        ? `Your free Pro trial ends on ${until}. After that, the free Basic plan applies.`
        : `Your cancelled ${planName} plan ends on ${until}. After that, the free Basic plan applies.`,
    ],
    button: 'See the plans',
    note: 'With Pro or Premium you keep more polls per day, options C and D and the AI analysis.',
  }),
  tr: (kind, planName, until) => ({
    subject: kind === 'trial' ? 'Pro deneme süren yakında bitiyor' : `${planName} planın yakında bitiyor`,
    greeting: 'Merhaba,',
    lines: [
      kind === 'trial'
        ? `Ücretsiz Pro deneme süren ${until} tarihinde bitiyor. Sonrasında ücretsiz Basic plan geçerli olur.`
        : `İptal ettiğin ${planName} planın ${until} tarihinde bitiyor. Sonrasında ücretsiz Basic plan geçerli olur.`,
    ],
    button: 'Planları gör',
    note: 'Pro veya Premium ile günde daha fazla anket, C ve D seçenekleri ve yapay zekâ analizi sende kalır.',
  }),
}

export function receiptMail(language: Language, facts: ReceiptFacts, link: string) {
  return renderLinkMail(RECEIPT[language](facts), link)
}

/** PayPal could not collect a renewal: she keeps the plan until `until` and updates her payment method at PayPal. */
const PAYMENT_FAILED: Record<Language, (planName: string, until: string) => LinkMailWords> = {
  de: (planName, until) => ({
    subject: `Deine Zahlung für Dilemma ${planName} ist fehlgeschlagen`,
    greeting: 'Hallo,',
    lines: [
      `PayPal konnte die monatliche Zahlung für Dilemma ${planName} nicht einziehen.`,
      `Dein Plan bleibt bis ${until} aktiv. Bitte aktualisiere deine Zahlungsmethode bei PayPal (unter „Automatische Zahlungen“), damit er sich weiter verlängert.`,
    ],
    button: 'Zu deinem Konto',
    note: 'PayPal versucht die Zahlung in den nächsten Tagen noch einmal.',
  }),
  en: (planName, until) => ({
    subject: `Your payment for Dilemma ${planName} failed`,
    greeting: 'Hello,',
    lines: [
      `PayPal could not collect the monthly payment for Dilemma ${planName}.`,
      `Your plan stays active until ${until}. Please update your payment method at PayPal (under "Automatic payments") so that it keeps renewing.`,
    ],
    button: 'Go to your account',
    note: 'PayPal will try the payment again in the next few days.',
  }),
  tr: (planName, until) => ({
    subject: `Dilemma ${planName} ödemen başarısız oldu`,
    greeting: 'Merhaba,',
    lines: [
      `PayPal, Dilemma ${planName} için aylık ödemeyi tahsil edemedi.`,
      `Planın ${until} tarihine kadar etkin kalır. Yenilenmeye devam etmesi için lütfen PayPal'daki ödeme yöntemini ("Otomatik ödemeler" altında) güncelle.`,
    ],
    button: 'Hesabına git',
    note: 'PayPal önümüzdeki günlerde ödemeyi yeniden deneyecek.',
  }),
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
  await sendMail(user.email, renderLinkMail(words, clientLink('/premium')))
}

/** Mails her, in her language, that PayPal could not collect the renewal of her subscription. */
export async function sendPaymentFailedOf(subscription: Subscription) {
  const user = await User.findOrFail(subscription.userId)
  const language = pickLanguage(user.language)
  // The row as it was before PayPal's state was applied: renewing, so paid through the grace.
  const until = accessEndOf(subscription)!.setLocale(language).toLocaleString(DateTime.DATE_FULL)
  const words = PAYMENT_FAILED[language](planOfRole(subscription.plan).name, until)
  await sendMail(user.email, renderLinkMail(words, clientLink('/profile')))
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
  return sendMail(email, receiptMail(language, facts, clientLink('/profile')))
}

/** The receipt for a payment completed without her at the page (a webhook, the reconciliation), in her language. */
export async function sendReceiptOf(payment: Payment) {
  const user = await User.findOrFail(payment.userId)
  const facts = { role: payment.plan, periodEnd: payment.periodEnd!, orderId: payment.providerOrderId! }
  await sendReceipt(user.email, pickLanguage(user.language), facts)
}

export function planEndMail(language: Language, kind: PlanEndKind, planName: string, until: string, link: string) {
  return renderLinkMail(PLAN_END[language](kind, planName, until), link)
}
