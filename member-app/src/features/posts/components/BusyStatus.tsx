import { FormattedMessage } from '@dilemma/app-runtime'
import { Group, Loader, Text } from '@dilemma/design-system'

interface BusyStatusProps {
  /** What is under way, or null when nothing is. */
  messageId: string | null
}

/**
 * A spinner with its text in a live region. The region stays in place while empty, so that screen
 * readers announce each new step (creating the poll, the AI analysing it, trying again).
 */
export function BusyStatus({ messageId }: BusyStatusProps) {
  return (
    <div role="status">
      {messageId && (
        <Group justify="center" py="xl">
          <Loader />
          <Text>
            <FormattedMessage id={messageId} />
          </Text>
        </Group>
      )}
    </div>
  )
}
