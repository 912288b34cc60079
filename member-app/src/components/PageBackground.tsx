import { Box } from '@dilemma/design-system'

/**
 * A page's special background (landing, login, registration): painted behind the whole window
 * rather than behind the page's own box, so it reaches the footer however short the page is.
 */
export function PageBackground({ gradient }: { gradient: string }) {
  return <Box aria-hidden pos="fixed" inset={0} style={{ zIndex: -1, background: gradient }} />
}
