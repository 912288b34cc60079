import { useSyncExternalStore } from 'react'

/** Below Mantine's md breakpoint (62em, 992 px): the phones' layout (member-spec §9). */
export const PHONE_LAYOUT_QUERY = '(max-width: 61.99em)'

/**
 * Whether the window is in the phones' layout now. Mantine's `useMediaQuery` lives in the design
 * system's extras entry, which the shell's chunks that need this would otherwise pull in whole.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_LAYOUT_QUERY).matches,
    () => false,
  )
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_LAYOUT_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
