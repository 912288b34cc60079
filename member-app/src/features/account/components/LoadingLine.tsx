import { FormattedMessage } from '@dilemma/app-runtime'
import { Group, Loader, Text } from '@dilemma/design-system'

/** A small spinner and what is being waited for, in a section of the account tab. */
export function LoadingLine({ messageId, role }: { messageId: string; role?: 'status' }) {
  return (
    <Group gap="xs" role={role}>
      <Loader size="xs" aria-hidden />
      <Text size="sm">
        <FormattedMessage id={messageId} />
      </Text>
    </Group>
  )
}
