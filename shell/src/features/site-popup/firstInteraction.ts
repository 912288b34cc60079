import { useSyncExternalStore } from 'react'

/**
 * Events that end the browser's largest-contentful-paint measurement come first (a press, a key, a
 * scroll); these follow them, so a dialog opened on one neither takes the tap that caused it nor
 * counts as the page's largest paint.
 */
const INTERACTIONS = ['pointerup', 'keyup', 'scroll'] as const

export interface FirstInteraction {
  happened: () => boolean
  subscribe: (listener: () => void) => () => void
}

/** Whether the visitor has interacted with `target` yet, from the moment this is called. */
export function watchFirstInteraction(target: EventTarget): FirstInteraction {
  let happened = false
  const listeners = new Set<() => void>()
  const onInteraction = () => {
    happened = true
    for (const type of INTERACTIONS) target.removeEventListener(type, onInteraction, true)
    for (const listener of listeners) listener()
  }
  for (const type of INTERACTIONS) target.addEventListener(type, onInteraction, { capture: true, passive: true })
  return {
    happened: () => happened,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

// From the start of the shell's code, so that an interaction before the layout renders counts too.
const pageInteraction = import.meta.env.SSR ? null : watchFirstInteraction(window)
const never = () => false
const noSubscription = () => () => {}

/** Whether the visitor has interacted with the page yet (never on the server). */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(pageInteraction?.subscribe ?? noSubscription, pageInteraction?.happened ?? never, never)
}
