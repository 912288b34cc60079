/**
 * The shell's fixed layers. Both stay below Mantine's modals and drawers (z-index 200), so that no
 * banner ever covers a dialog and its buttons. The header sits above the member feed's own sticky
 * bar (100); the cookie banner above the feed's bottom bar (150) until it is accepted.
 */
export const shellLayers = {
  header: 110,
  cookieBanner: 190,
} as const
