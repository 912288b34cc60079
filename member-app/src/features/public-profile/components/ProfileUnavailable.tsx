import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Button, ErrorState, Stack } from '@dilemma/design-system'
import { useGoBack } from '../hooks/useGoBack'

interface ProfileUnavailableProps {
  reason: 'notFound' | 'error'
  /** Offered for a failed load, not for a profile that does not exist. */
  onRetry?: () => void
}

/** "User not found", or "error loading" with a retry; both with a way back. */
export function ProfileUnavailable({ reason, onRetry }: ProfileUnavailableProps) {
  const intl = useIntl()
  const goBack = useGoBack()
  const text = (id: string) => intl.formatMessage({ id: `member.publicProfile.${reason}.${id}` })
  return (
    <Stack align="center" gap={0}>
      <ErrorState
        title={text('title')}
        message={text('text')}
        retryLabel={intl.formatMessage({ id: 'member.publicProfile.retry' })}
        onRetry={onRetry}
      />
      <Button variant="subtle" onClick={goBack}>
        <FormattedMessage id="member.publicProfile.goBack" />
      </Button>
    </Stack>
  )
}
