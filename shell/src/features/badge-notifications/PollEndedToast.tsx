import type { MemberNotice } from '@dilemma/api-client'
import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Stack, Text } from '@dilemma/design-system'
import { ToastFrame, type ToastFrameProps } from './ToastFrame'

type PollEndedToastProps = Pick<ToastFrameProps, 'onCleared' | 'waiting' | 'compact'> & { notice: MemberNotice }

/** The short "your poll has ended" toast; the list keeps the link to the poll. */
export function PollEndedToast({ notice, ...frame }: PollEndedToastProps) {
  const intl = useIntl()
  const closeLabel = intl.formatMessage({ id: 'shell.badges.toastClose' }, { name: notice.post_title })
  return (
    <ToastFrame {...frame} closeLabel={closeLabel}>
      <Stack gap={2}>
        <Text fw={800} size={frame.compact ? 'sm' : undefined}>
          <FormattedMessage id="shell.pollEnded.title" />
        </Text>
        <Text size="sm" lineClamp={frame.compact ? 3 : undefined}>
          <FormattedMessage id="shell.pollEnded.text" values={{ title: notice.post_title }} />
        </Text>
      </Stack>
    </ToastFrame>
  )
}
