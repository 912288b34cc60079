import type { ActivePopupResponse, ApiClient } from '@dilemma/api-client'
import { useApiClient, useQueryClient } from '@dilemma/design-system'
import { useEffect, useState } from 'react'

export type ActivePopup = NonNullable<ActivePopupResponse['popup']>

/**
 * Asked once per page load and never retried: the popup is a courtesy, and one missed now is shown
 * on the next visit. The query cache also folds StrictMode's second effect run into one request.
 */
export const activePopupQueryOptions = (client: ApiClient) => ({
  queryKey: ['popups', 'active'] as const,
  queryFn: () => client.popups.active(),
  staleTime: Infinity,
  retry: false,
})

/**
 * `GET /popups/active`, fetched after the first render while `enabled`; a failure means "no popup".
 * Built on `fetchQuery` rather than `useQuery`, which lives in `design-system/widgets`: that entry
 * must not load on every first page just for this request (docs/decisions.md).
 */
export function useActivePopup(enabled: boolean): ActivePopup | null {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const [popup, setPopup] = useState<ActivePopup | null>(null)

  useEffect(() => {
    if (!enabled) return
    let mounted = true
    queryClient
      .fetchQuery(activePopupQueryOptions(client))
      .then((response) => mounted && setPopup(response.popup))
      .catch((error: unknown) => console.warn('Could not load the active site popup', error))
    return () => {
      mounted = false
    }
  }, [enabled, client, queryClient])

  return popup
}
