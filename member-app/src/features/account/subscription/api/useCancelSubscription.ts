import type { CancelSubscriptionInput } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { subscriptionKeys } from '@/lib/api/subscriptionKeys'

/** `POST /paypal/cancel-subscription`: the renewal ends; then the status is loaded again. */
export function useCancelSubscription() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: CancelSubscriptionInput) => client.payments.cancelSubscription(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  })
}
