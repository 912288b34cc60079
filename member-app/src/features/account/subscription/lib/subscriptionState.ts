import type { SubscriptionStatus, User } from '@dilemma/api-client'

/**
 * How her plan stands: free; a paid period that renews; a cancelled one that runs until its end;
 * the 30-day Pro trial; or a plan given without a subscription (an admin's, or one an admin set).
 */
export type SubscriptionState = 'free' | 'renewing' | 'ending' | 'trial' | 'granted'

export function subscriptionStateOf(
  status: SubscriptionStatus,
  user: Pick<User, 'trial_ends_at'> | null,
  now = new Date(),
): SubscriptionState {
  if (status.currentPlan === 'basic') return 'free'
  if (status.canCancel) return 'renewing'
  if (!status.isActive) return 'ending'
  const inTrial = user?.trial_ends_at != null && new Date(user.trial_ends_at) > now
  return inTrial ? 'trial' : 'granted'
}
