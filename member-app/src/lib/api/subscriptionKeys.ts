/** Query keys of the subscription: a capture or a cancellation marks them stale. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  status: () => ['subscription', 'status'] as const,
}
