import { use, useCallback, useEffect, useState } from 'react'
import { MessageCatalogContext } from './CatalogIntlProvider'
import type { LoadMessages } from './messageCatalog'

export type FeatureMessagesStatus = 'ready' | 'loading' | 'failed'

/**
 * Adds a screen's own message groups (one chunk per language each) to the catalog on screen when
 * the screen first opens, so the first page does not carry them. `groups` must be a module-level
 * constant. Outside a catalog (tests that provide every message themselves) the texts are ready.
 */
export function useFeatureMessages(groups: readonly LoadMessages[]): {
  status: FeatureMessagesStatus
  retry: () => void
} {
  // A caller without groups (an error text's hook while there is no error) reads nothing: it would
  // render again whenever a screen adds texts, every poll card of a feed with it.
  const onScreen = groups.length > 0 ? use(MessageCatalogContext) : null
  const catalog = onScreen?.catalog
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  // The IntlProvider's messages, not the catalog's newest: the screen renders with its texts.
  const shown = onScreen?.shown
  const ready = !onScreen || (shown != null && groups.every((load) => shown.sources.includes(load)))
  // The server runs no effects: it asks while rendering, and renders again once they are there.
  if (import.meta.env.SSR && catalog && !ready) for (const load of groups) void catalog.add(load)

  useEffect(() => {
    if (!catalog || ready) return
    Promise.all(groups.map((load) => catalog.add(load))).catch((error: unknown) => {
      console.error(error)
      setFailed(true)
    })
  }, [catalog, groups, ready, attempt])

  const retry = useCallback(() => {
    setFailed(false)
    setAttempt((count) => count + 1)
  }, [])

  return { status: ready ? 'ready' : failed ? 'failed' : 'loading', retry }
}
