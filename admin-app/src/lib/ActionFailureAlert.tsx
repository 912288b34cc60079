import { Alert } from '@dilemma/design-system'
import { useServerMessage } from './serverMessage'

interface ActionFailureAlertProps {
  /** The failed action's error. */
  error: unknown
  /** Already translated. */
  title: string
  /** Shown when the server gave no message; already translated. */
  fallback: string
  /** The close button's accessible name. */
  closeLabel: string
  /** Dismisses the failure, e.g. the mutation's `reset`. */
  onClose: () => void
}

/** A failed admin action (admin-spec §8): the server's message, else ours; announced at once. */
export function ActionFailureAlert({ error, title, fallback, closeLabel, onClose }: ActionFailureAlertProps) {
  const serverMessage = useServerMessage()
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      withCloseButton
      closeButtonLabel={closeLabel}
      onClose={onClose}
    >
      {serverMessage(error) ?? fallback}
    </Alert>
  )
}
