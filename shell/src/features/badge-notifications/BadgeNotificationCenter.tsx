import type { EarnedBadge, MemberNotice } from '@dilemma/api-client'
import { useFeatureMessages, useIntl } from '@dilemma/app-runtime'
import { Box, Button, Stack } from '@dilemma/design-system'
import { badgeMessages } from '@dilemma/design-system/badges'
import { Fragment, useEffect, useState } from 'react'
import type { ReactElement } from 'react'
import { createPortal } from 'react-dom'
import { NOTIFICATIONS_HEADER_SLOT_ID } from '../../lib/headerSlot'
import { usePhoneLayout } from '../../lib/usePhoneLayout'
import classes from './BadgeNotificationCenter.module.css'
import { BadgeNotificationItem } from './BadgeNotificationItem'
import { BadgeToast } from './BadgeToast'
import { PollEndedItem } from './PollEndedItem'
import { PollEndedToast } from './PollEndedToast'
import { badgeNotificationMessages } from './badgeNotificationMessages'
import { MAX_TOASTS_AT_ONCE } from './newBadges'
import { toastOnPhone } from './toastQueue'

export interface BadgeNotificationCenterProps {
  /** Her new badges not cleared yet, newest first. */
  badges: EarnedBadge[]
  /** The badge was marked seen: take it off the screen. */
  onCleared: (badgeId: number) => void
  /** The badges to toast now, newest first (newBadges.ts `splitToasts`). */
  toasts: EarnedBadge[]
  /** The badge's toast is over. */
  onToastCleared: (badgeId: number) => void
  /** Her unread poll-ended notices, oldest first. */
  notices?: MemberNotice[]
  /** The notice was marked read: take it off the screen. */
  onNoticeCleared?: (noticeId: number) => void
}

const texts = [badgeMessages, badgeNotificationMessages]

const listId = 'badge-notification-list'

/**
 * A toast for each badge or ended poll as it arrives, and the list she clears one by one (named
 * after badges while it holds only badges).
 */
export function BadgeNotificationCenter({
  badges,
  onCleared,
  toasts,
  onToastCleared,
  notices = [],
  onNoticeCleared = () => {},
}: BadgeNotificationCenterProps) {
  const intl = useIntl()
  const { status } = useFeatureMessages(texts)
  const [noticeToastsDone, setNoticeToastsDone] = useState<ReadonlySet<number>>(() => new Set())
  const [listOpen, setListOpen] = useState(false)
  const phone = usePhoneLayout()
  const noticeToastDone = (noticeId: number) => setNoticeToastsDone((done) => new Set(done).add(noticeId))
  const toastsNow: Toast[] = [
    ...toasts.map((badge) => ({
      key: `badge-${badge.id}`,
      render: (frame: ToastSlot) => <BadgeToast badge={badge} onCleared={() => onToastCleared(badge.id)} {...frame} />,
    })),
    ...notices
      .filter((notice) => !noticeToastsDone.has(notice.id))
      .slice(-MAX_TOASTS_AT_ONCE)
      .map((notice) => ({
        key: `notice-${notice.id}`,
        render: (frame: ToastSlot) => (
          <PollEndedToast notice={notice} onCleared={() => noticeToastDone(notice.id)} {...frame} />
        ),
      })),
  ]
  const onPhone = useToastsInTurn(toastsNow)
  if (status !== 'ready') return null

  const onlyBadges = notices.length === 0
  const count = badges.length + notices.length
  const kind = onlyBadges ? 'shell.badges' : 'shell.notifications'
  const toggleLabel = intl.formatMessage({ id: `${kind}.toggle` }, { count })
  const toggle = {
    'aria-expanded': listOpen,
    'aria-controls': listOpen ? listId : undefined,
    onClick: () => setListOpen((open) => !open),
  }
  // On phones the button sits in the header (lib/headerSlot.ts), where it covers no card.
  const headerSlot = document.getElementById(NOTIFICATIONS_HEADER_SLOT_ID)

  return (
    <>
      {/* From 992 px the spec's container, stacked; on a phone one toast at a time, with how many wait. */}
      <Stack gap="xs" pos="fixed" top={16} left="50%" className={classes.toasts} w="min(420px, calc(100vw - 32px))">
        {phone
          ? onPhone.shown && (
              <Fragment key={onPhone.shown.key}>
                {onPhone.shown.render({ compact: true, waiting: onPhone.waiting })}
              </Fragment>
            )
          : toastsNow.map((toast) => <Fragment key={toast.key}>{toast.render({})}</Fragment>)}
      </Stack>
      {headerSlot &&
        createPortal(
          // Only the count shows; the name starts with it ("4 new badges").
          <Button
            size="compact-xs"
            px={6}
            radius="xl"
            aria-label={intl.formatMessage({ id: `${kind}.toggleCount` }, { count })}
            title={toggleLabel}
            {...toggle}
          >
            {count}
          </Button>,
          headerSlot,
        )}
      {/* Folded into one button at the bottom corner (on phones: in the header) until she opens it,
          so the list never covers the page she is working on; above the back-to-top button. */}
      <Box
        component="section"
        aria-label={intl.formatMessage({ id: onlyBadges ? 'shell.badges.region' : 'shell.notifications.region' })}
        pos="fixed"
        top={headerSlot ? { base: 72, md: 'auto' } : undefined}
        bottom={headerSlot ? { base: 'auto', md: 144 } : 144}
        right={16}
        w="min(360px, calc(100vw - 32px))"
        className={classes.region}
      >
        <Stack gap="xs" align="flex-end" className={classes.regionContent}>
          {listOpen && (
            <Stack
              id={listId}
              component="ul"
              gap="xs"
              m={0}
              p={0}
              w="100%"
              mah="calc(100vh - 232px)"
              className={classes.list}
            >
              {badges.map((badge) => (
                <BadgeNotificationItem key={badge.id} badge={badge} onCleared={onCleared} />
              ))}
              {notices.map((notice) => (
                <PollEndedItem key={`notice-${notice.id}`} notice={notice} onCleared={onNoticeCleared} />
              ))}
            </Stack>
          )}
          <Button radius="xl" visibleFrom={headerSlot ? 'md' : undefined} className={classes.toggle} {...toggle}>
            {toggleLabel}
          </Button>
        </Stack>
      </Box>
    </>
  )
}

type ToastSlot = { compact?: boolean; waiting?: number }

interface Toast {
  key: string
  render: (slot: ToastSlot) => ReactElement
}

/** The phones' turn-taking (toastQueue.ts): which toast shows now, kept until it is over. */
function useToastsInTurn(toasts: Toast[]) {
  const [onScreenKey, setOnScreenKey] = useState<string | null>(null)
  const turn = toastOnPhone(toasts, onScreenKey)
  const shownKey = turn.shown?.key ?? null
  useEffect(() => setOnScreenKey(shownKey), [shownKey])
  return turn
}
