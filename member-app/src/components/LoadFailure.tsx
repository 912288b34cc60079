import { Alert, Button, Stack } from '@dilemma/design-system'

/** A load that failed inside a dialog or section: the reason, and a retry when one can help. */
export function LoadFailure({
  message,
  retryLabel,
  onRetry,
}: {
  message: string
  retryLabel?: string
  onRetry?: () => void
}) {
  return (
    <Stack align="flex-start" gap="sm">
      <Alert color="red" role="alert" w="100%">
        {message}
      </Alert>
      {onRetry && retryLabel && (
        <Button variant="light" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Stack>
  )
}
