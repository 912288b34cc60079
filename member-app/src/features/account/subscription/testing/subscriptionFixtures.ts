import type { SubscriptionStatus } from '@dilemma/api-client'

/** A Pro member whose monthly PayPal subscription renews. */
export const renewingPro: SubscriptionStatus = {
  success: true,
  currentPlan: 'pro',
  planName: 'Pro',
  isActive: true,
  features: ['plans.features.optionsABCD'],
  renewalDate: '2026-12-24T16:00:00.000Z',
  renews: true,
  canCancel: true,
  paypalSubscriptionId: 'I-1',
  declinedPayment: null,
}

/** Her cancelled Pro subscription, which runs until its end. */
export const endingPro: SubscriptionStatus = { ...renewingPro, isActive: false, renews: false, canCancel: false }

/** One month of Pro bought once: it ends, with nothing to cancel. */
export const oneTimePro: SubscriptionStatus = {
  ...renewingPro,
  renews: false,
  canCancel: false,
  paypalSubscriptionId: 'DLM-1',
}

/** A member on the free plan. */
export const freePlan: SubscriptionStatus = {
  success: true,
  currentPlan: 'basic',
  planName: 'Basic',
  isActive: false,
  features: [],
  renewalDate: null,
  renews: false,
  canCancel: false,
  paypalSubscriptionId: null,
  declinedPayment: null,
}

/** A free member whose one-time month of Pro PayPal held for review and then declined. */
export const declinedPro: SubscriptionStatus = {
  ...freePlan,
  declinedPayment: { plan: 'pro', declinedAt: '2026-11-20T10:00:00.000Z' },
}
