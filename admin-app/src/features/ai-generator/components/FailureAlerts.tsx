import { readApiError, useIntl } from '@dilemma/app-runtime'
import { Alert } from '@dilemma/design-system'
import { useServerMessage } from '../../../lib/serverMessage'

interface FailureAlertProps {
  titleId: string
  /** Given by the server or the error; else the text of `fallbackId`. */
  message: string | undefined
  fallbackId: string
  color?: string
}

/** A failed action, announced at once to screen readers. */
function FailureAlert({ titleId, message, fallbackId, color = 'red' }: FailureAlertProps) {
  const intl = useIntl()
  return (
    <Alert color={color} variant="light" role="alert" title={intl.formatMessage({ id: titleId })}>
      {message || intl.formatMessage({ id: fallbackId })}
    </Alert>
  )
}

/** Generating failed: 503 says that no AI service answers; the text is the server's, else ours. */
export function GenerateFailureAlert({ error }: { error: unknown }) {
  const serverMessage = useServerMessage()
  const texts =
    readApiError(error)?.status === 503 ? 'admin.aiGenerator.unavailable' : 'admin.aiGenerator.generateError'
  return (
    <FailureAlert
      titleId={`${texts}.title`}
      message={serverMessage(error)}
      fallbackId={`${texts}.fallback`}
      color={texts === 'admin.aiGenerator.unavailable' ? 'orange' : 'red'}
    />
  )
}

/**
 * Saving failed: the server's message in the language on screen (admin-spec §8), else the error's
 * own ("The server could not be reached …"); else ours.
 */
export function SaveFailureAlert({ error }: { error: unknown }) {
  const serverMessage = useServerMessage()
  return (
    <FailureAlert
      titleId="admin.aiGenerator.saveError.title"
      message={serverMessage(error) ?? (error instanceof Error ? error.message.trim() : undefined)}
      fallbackId="admin.aiGenerator.saveError.fallback"
    />
  )
}
