import { startTransition, useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { firstScreenMarkupOf, inTurnAfterAppShown } from './firstScreen'

const noBox = { display: 'contents' } as const

/**
 * A part of a screen the take-over shows as the server's own markup, inert (the later polls of a
 * feed): the app renders it in an idle moment after it has shown the page, one such part at a
 * time. Rendering the ten polls of a feed at once made the take-over's commit and effects long
 * tasks on a phone; the text on screen is the same throughout. Where the page has no
 * server's copy of the part (no first screen, a later render), `children` at once.
 */
export function RenderedAfterTakeOver({ part, children }: { part: string; children: ReactNode }) {
  const [copy, setCopy] = useState(() => firstScreenMarkupOf(part))
  useEffect(() => (copy === null ? undefined : inTurnAfterAppShown(() => startTransition(() => setCopy(null)))), [copy])
  if (copy !== null) {
    return (
      <div key="copy" data-first-screen-part={part} style={noBox} inert dangerouslySetInnerHTML={{ __html: copy }} />
    )
  }
  return (
    <div key="app" data-first-screen-part={part} style={noBox}>
      {children}
    </div>
  )
}
