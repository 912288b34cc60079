import { Button, Stack, Text, Title } from '@mantine/core'

export interface ErrorStateProps {
  title: string
  message: string
  /** Shown only together with `onRetry`. */
  retryLabel?: string
  onRetry?: () => void
}

export function ErrorState({ title, message, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <Stack role="alert" align="center" gap="sm" py="xl" ta="center">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" maw={480}>
        {message}
      </Text>
      {onRetry && retryLabel && (
        <Button variant="light" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Stack>
  )
}
