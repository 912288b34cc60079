import { readApiError, useIntl, useMutation } from '@dilemma/app-runtime'
import { Button, Group, Paper, Stack, Text } from '@dilemma/design-system'
import type { ReactNode } from 'react'

export interface ClearableNotificationProps {
  /** Left of the text, e.g. the badge's art. */
  icon?: ReactNode
  /** The clear button's accessible name. */
  clearLabel: string
  /** Tells the server she has seen it. */
  clear: () => Promise<unknown>
  /** Cleared on the server (or gone there already: 404): take it off the screen. */
  onCleared: () => void
  children: ReactNode
}

/** One entry of the notification list, with its × that clears it for good. */
export function ClearableNotification({ icon, clearLabel, clear, onCleared, children }: ClearableNotificationProps) {
  const intl = useIntl()
  const clearing = useMutation({
    mutationFn: clear,
    onSuccess: onCleared,
    onError: (error) => readApiError(error)?.status === 404 && onCleared(),
  })

  return (
    <Paper component="li" shadow="md" p="sm" withBorder>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {icon}
        <Stack gap={0} flex={1}>
          {children}
          {clearing.isError && (
            <Text size="sm" c="red.8" role="alert">
              {intl.formatMessage({ id: 'shell.badges.clearFailed' })}
            </Text>
          )}
        </Stack>
        {/* A plain button: CloseButton lives in the widgets entry, which this chunk must not pull in. */}
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          aria-label={clearLabel}
          disabled={clearing.isPending}
          onClick={() => clearing.mutate()}
        >
          <span aria-hidden="true">×</span>
        </Button>
      </Group>
    </Paper>
  )
}
