import type { ActivePopupResponse, ApiClient } from '@dilemma/api-client'
import { useApiClient, useQueryClient } from '@dilemma/app-runtime'
import type { QueryClient } from '@dilemma/app-runtime'
import { startTransition, useEffect, useState } from 'react'
import { prepareSitePopup } from '../prepareSitePopup'
import type { PopupImageSize } from '../prepareSitePopup'
import { readSeenPopupId } from '../seenPopupStorage'
import { isUnseenPopup } from '../sitePopupRules'

export type ActivePopup = NonNullable<ActivePopupResponse['popup']>

/** The active popup; one not seen yet is ready to open: its picture has arrived. */
export interface PreparedPopup {
  popup: ActivePopup
  imageSize: PopupImageSize | null
}

/**
 * Asked once per page load and never retried: the popup is a courtesy, and one missed now is shown
 * on the next visit.
 */
export const activePopupQueryOptions = (client: ApiClient) => ({
  queryKey: ['popups', 'active'] as const,
  queryFn: () => client.popups.active(),
  staleTime: Infinity,
  retry: false,
})

const preparedPopups = new WeakMap<QueryClient, Promise<PreparedPopup | null>>()

async function prepare(popup: ActivePopup | null): Promise<PreparedPopup | null> {
  if (!popup) return null
  // One seen before stays closed: nothing of its dialog is fetched.
  if (!isUnseenPopup(popup.id, readSeenPopupId())) return { popup, imageSize: null }
  return { popup, imageSize: await prepareSitePopup(popup.image_url) }
}

/** `GET /popups/active` and the preparation of its dialog, once per page (per query client). */
function loadActivePopup(queryClient: QueryClient, client: ApiClient): Promise<PreparedPopup | null> {
  let prepared = preparedPopups.get(queryClient)
  if (!prepared) {
    prepared = queryClient.fetchQuery(activePopupQueryOptions(client)).then(({ popup }) => prepare(popup))
    preparedPopups.set(queryClient, prepared)
  }
  return prepared
}

/**
 * Starts loading the popup as the page starts rather than once the layout has rendered: on a
 * first visit it is the largest thing the page paints. The failure is reported by useActivePopup.
 */
export function prefetchActivePopup(queryClient: QueryClient, client: ApiClient): void {
  loadActivePopup(queryClient, client).catch(() => {})
}

/**
 * The active popup once it is ready to open, asked for while `enabled`; a failure means "no popup".
 * Built on `fetchQuery` rather than `useQuery`, which lives in `design-system/widgets`: that entry
 * must not load on every first page just for this request
 * (docs/adr/0032-design-system-and-app-runtime.md).
 */
export function useActivePopup(enabled: boolean): PreparedPopup | null {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const [prepared, setPrepared] = useState<PreparedPopup | null>(null)

  useEffect(() => {
    if (!enabled) return
    let mounted = true
    loadActivePopup(queryClient, client)
      // Mantine's dialog is a large first render: in a transition React may split it.
      .then((loaded) => mounted && startTransition(() => setPrepared(loaded)))
      .catch((error: unknown) => console.warn('Could not load the active site popup', error))
    return () => {
      mounted = false
    }
  }, [enabled, client, queryClient])

  return prepared
}
