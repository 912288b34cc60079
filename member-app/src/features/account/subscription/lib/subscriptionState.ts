import type { SubscriptionStatus, User } from '@dilemma/api-client'

/**
 * How her plan stands: free; a monthly subscription that renews; a cancelled one that runs until
 * its end; a one-time month, which ends; the 30-day Pro trial; or a plan given without a
 * subscription (an admin's, or one an admin set).
 */
export type SubscriptionState = 'free' | 'renewing' | 'ending' | 'oneTime' | 'trial' | 'granted'

export function subscriptionStateOf(
  status: SubscriptionStatus,
  user: Pick<User, 'trial_ends_at'> | null,
  now = new Date(),
): SubscriptionState {
  if (status.currentPlan === 'basic') return 'free'
  if (status.renews) return 'renewing'
  if (!status.isActive) return 'ending'
  if (status.paypalSubscriptionId) return 'oneTime'
  const inTrial = user?.trial_ends_at != null && new Date(user.trial_ends_at) > now
  return inTrial ? 'trial' : 'granted'
}
