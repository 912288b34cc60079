import type { MemberNotice } from '@dilemma/api-client'
import { FormattedMessage } from '@dilemma/app-runtime'
import { Stack, Text } from '@dilemma/design-system'
import { ToastFrame } from './ToastFrame'

/** The short "your poll has ended" toast; the list keeps the link to the poll. */
export function PollEndedToast({ notice, onCleared }: { notice: MemberNotice; onCleared: () => void }) {
  return (
    <ToastFrame onCleared={onCleared}>
      <Stack gap={2}>
        <Text fw={800}>
          <FormattedMessage id="shell.pollEnded.title" />
        </Text>
        <Text size="sm">
          <FormattedMessage id="shell.pollEnded.text" values={{ title: notice.post_title }} />
        </Text>
      </Stack>
    </ToastFrame>
  )
}
