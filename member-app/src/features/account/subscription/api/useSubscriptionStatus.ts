import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'
import { subscriptionKeys } from '@/lib/api/subscriptionKeys'

export const subscriptionStatusQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: subscriptionKeys.status(), queryFn: () => client.payments.subscriptionStatus() })

/** `GET /users/subscription-status`: her plan, its renewal or end date, and whether she may cancel. */
export function useSubscriptionStatus() {
  return useQuery(subscriptionStatusQueryOptions(useApiClient()))
}
