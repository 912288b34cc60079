import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Alert, Button, Group, Stack } from '@dilemma/design-system'
import { useEffect, useRef } from 'react'
import { aiFailureMessageId } from '../lib/aiAnalysisRules'

interface AiAnalysisFailureProps {
  /** The failed call's error; null while it is being tried again. */
  error: unknown
  retrying: boolean
  onRetry: () => void
  onClose: () => void
}

/** The poll is created but the AI analysis failed: why, a way to try again, and a way out. */
export function AiAnalysisFailure({ error, retrying, onRetry, onClose }: AiAnalysisFailureProps) {
  const intl = useIntl()
  const retryButton = useRef<HTMLButtonElement>(null)
  // The form's submit button is gone: keyboard users land on the next thing to do.
  useEffect(() => {
    if (!retrying) retryButton.current?.focus()
  }, [retrying])

  return (
    <Stack gap="md">
      {!retrying && (
        <Alert color="orange" variant="light" title={intl.formatMessage({ id: 'member.posts.ai.failedTitle' })}>
          <FormattedMessage id={aiFailureMessageId(error)} />
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          <FormattedMessage id="member.posts.close" />
        </Button>
        <Button ref={retryButton} onClick={onRetry} loading={retrying}>
          <FormattedMessage id="member.posts.ai.retry" />
        </Button>
      </Group>
    </Stack>
  )
}
