import type { EarnedBadge } from '@dilemma/api-client'
import { Box, Button, Stack, useFeatureMessages, useIntl } from '@dilemma/design-system'
import { badgeMessages } from '@dilemma/design-system/badges'
import { useState } from 'react'
import { BadgeNotificationItem } from './BadgeNotificationItem'
import { BadgeToast } from './BadgeToast'
import { badgeNotificationMessages } from './badgeNotificationMessages'

export interface BadgeNotificationCenterProps {
  /** Her new badges not cleared yet, oldest first. */
  badges: EarnedBadge[]
  /** The badge was marked seen: take it off the screen. */
  onCleared: (badgeId: number) => void
}

const texts = [badgeMessages, badgeNotificationMessages]

/**
 * Below Mantine's modals (200) so a notification never covers a dialog's buttons; the toast above
 * the shell's header (110) and cookie banner (190), the list below the banner.
 */
const layers = { list: 180, toast: 195 } as const
const listId = 'badge-notification-list'
/** A member back after a while may bring many: the newest few are toasted, all are in the list. */
const MAX_TOASTS_AT_ONCE = 3

/** A toast for each badge as it arrives, and the list of new badges she clears one by one. */
export function BadgeNotificationCenter({ badges, onCleared }: BadgeNotificationCenterProps) {
  const intl = useIntl()
  const { status } = useFeatureMessages(texts)
  const [toastsDone, setToastsDone] = useState<ReadonlySet<number>>(() => new Set())
  const [listOpen, setListOpen] = useState(false)
  const waiting = badges.filter((badge) => !toastsDone.has(badge.id))
  const toasted = waiting.slice(-MAX_TOASTS_AT_ONCE)
  // Older ones beyond the few toasted are never toasted later: they wait in the list.
  const skipped = waiting.slice(0, -MAX_TOASTS_AT_ONCE)
  if (skipped.length > 0) setToastsDone((done) => new Set([...done, ...skipped.map((badge) => badge.id)]))

  if (status !== 'ready') return null

  const toastDone = (badgeId: number) => setToastsDone((done) => new Set(done).add(badgeId))

  return (
    <>
      <Stack
        gap="xs"
        pos="fixed"
        top={16}
        left="50%"
        style={{ transform: 'translateX(-50%)', zIndex: layers.toast, pointerEvents: 'none' }}
        w="min(420px, calc(100vw - 32px))"
      >
        {toasted.map((badge) => (
          <BadgeToast key={badge.id} badge={badge} onCleared={() => toastDone(badge.id)} />
        ))}
      </Stack>
      {/* Folded into one button at the bottom corner until she opens it, so the list never
          covers the page she is working on; above the back-to-top button and the phones' bottom bar. */}
      <Box
        component="section"
        aria-label={intl.formatMessage({ id: 'shell.badges.region' })}
        pos="fixed"
        bottom={144}
        right={16}
        w="min(360px, calc(100vw - 32px))"
        style={{ zIndex: layers.list, pointerEvents: 'none' }}
      >
        <Stack gap="xs" align="flex-end" style={{ pointerEvents: 'auto' }}>
          {listOpen && (
            <Stack id={listId} component="ul" gap="xs" m={0} p={0} w="100%" style={{ listStyle: 'none' }}>
              {badges.map((badge) => (
                <BadgeNotificationItem key={badge.id} badge={badge} onCleared={onCleared} />
              ))}
            </Stack>
          )}
          <Button
            radius="xl"
            style={{ boxShadow: 'var(--mantine-shadow-md)' }}
            aria-expanded={listOpen}
            aria-controls={listOpen ? listId : undefined}
            onClick={() => setListOpen((open) => !open)}
          >
            {intl.formatMessage({ id: 'shell.badges.toggle' }, { count: badges.length })}
          </Button>
        </Stack>
      </Box>
    </>
  )
}
