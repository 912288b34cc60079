import type { SubscriptionStatus } from '@dilemma/api-client'

/** A Pro member whose PayPal-paid period renews. */
export const renewingPro: SubscriptionStatus = {
  success: true,
  currentPlan: 'pro',
  planName: 'Pro',
  isActive: true,
  features: ['plans.features.optionsABCD'],
  renewalDate: '2026-12-24T16:00:00.000Z',
  canCancel: true,
  paypalSubscriptionId: 'DLM-1',
}

/** Her cancelled Pro period, which runs until its end. */
export const endingPro: SubscriptionStatus = { ...renewingPro, isActive: false, canCancel: false }

/** A member on the free plan. */
export const freePlan: SubscriptionStatus = {
  success: true,
  currentPlan: 'basic',
  planName: 'Basic',
  isActive: false,
  features: [],
  renewalDate: null,
  canCancel: false,
  paypalSubscriptionId: null,
}
