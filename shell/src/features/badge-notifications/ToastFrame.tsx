import { Paper } from '@dilemma/design-system'
import type { ReactNode } from 'react'
import { TOAST_CLEAR_AFTER_MS } from './toastTimeline'
import { useToastPhase } from './useToastPhase'

/** A toast on the notifications' timeline: in after 100 ms, fading out after 5 s, gone 0.5 s later. */
export function ToastFrame({ onCleared, children }: { onCleared: () => void; children: ReactNode }) {
  const phase = useToastPhase(onCleared)
  if (phase === 'waiting' || phase === 'cleared') return null
  const hiding = phase === 'hiding'
  return (
    <Paper
      role="status"
      shadow="lg"
      p="md"
      withBorder
      data-phase={phase}
      aria-hidden={hiding || undefined}
      style={{ opacity: hiding ? 0 : 1, transition: `opacity ${TOAST_CLEAR_AFTER_MS}ms ease` }}
    >
      {children}
    </Paper>
  )
}
