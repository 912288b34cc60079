import { useIntl } from '@dilemma/app-runtime'
import { Badge, Button, Group, Paper, Stack } from '@dilemma/design-system'
import type { ReactNode } from 'react'
import classes from './ToastFrame.module.css'
import { TOAST_CLEAR_AFTER_MS } from './toastTimeline'
import { useToastPhase } from './useToastPhase'

export interface ToastFrameProps {
  onCleared: () => void
  /** The close button's accessible name, naming what the toast is about. */
  closeLabel: string
  /** Toasts waiting behind this one (a phone shows one at a time): shown as "+N". */
  waiting?: number
  /** The phones' smaller toast. */
  compact?: boolean
  children: ReactNode
}

/**
 * A toast on the notifications' timeline: in after 100 ms, fading out after 5 s (or when closed),
 * gone 0.5 s later.
 */
export function ToastFrame({ onCleared, closeLabel, waiting = 0, compact = false, children }: ToastFrameProps) {
  const intl = useIntl()
  const { phase, dismiss } = useToastPhase(onCleared)
  if (phase === 'waiting' || phase === 'cleared') return null
  const hiding = phase === 'hiding'
  return (
    <Paper
      role="status"
      shadow="lg"
      p={compact ? 'sm' : 'md'}
      withBorder
      data-phase={phase}
      data-compact={compact || undefined}
      className={classes.toast}
      aria-hidden={hiding || undefined}
      style={{ opacity: hiding ? 0 : 1, transition: `opacity ${TOAST_CLEAR_AFTER_MS}ms ease` }}
    >
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
        <Stack gap={4} align="flex-end">
          {/* A plain button: CloseButton lives in the widgets entry, which this chunk must not pull in. */}
          <Button variant="subtle" color="gray" size="compact-sm" aria-label={closeLabel} onClick={dismiss}>
            <span aria-hidden="true">×</span>
          </Button>
          {waiting > 0 && (
            <Badge
              variant="light"
              color="plum"
              aria-label={intl.formatMessage({ id: 'shell.badges.toastWaiting' }, { count: waiting })}
            >
              +{waiting}
            </Badge>
          )}
        </Stack>
      </Group>
    </Paper>
  )
}
