import type { Popup } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Badge, Button, Group, Paper, Stack, Text } from '@dilemma/design-system'
import { Image } from '@dilemma/design-system/extras'
import { useDateTimeFormat } from '../../../lib/useDateTimeFormat'
import { usePopupName } from '../hooks/usePopupName'

interface PopupCardProps {
  popup: Popup
  /** While the list reloads (e.g. after a failed action) the card may be stale: no actions. */
  disabled: boolean
  toggling: boolean
  deleting: boolean
  onToggle: () => void
  onDelete: () => void
}

/** One popup: image, description, date and status; an inactive one is dimmed and says so in text. */
export function PopupCard({ popup, disabled, toggling, deleting, onToggle, onDelete }: PopupCardProps) {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `admin.popups.${id}` }, values)
  const formatDateTime = useDateTimeFormat()
  const name = usePopupName()(popup)
  const inactive = !popup.is_active
  const toggle = popup.is_active ? 'deactivate' : 'activate'

  return (
    <Paper withBorder radius="md" p="md" mod={{ inactive }} bg={inactive ? 'gray.0' : undefined}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Image
          src={popup.image_url}
          alt={text('imageAlt', { name })}
          w={120}
          h={120}
          radius="sm"
          fit="cover"
          style={inactive ? { opacity: 0.45, filter: 'grayscale(1)' } : undefined}
        />
        <Stack gap="xs" flex={1}>
          <Group gap="sm">
            <Badge color={inactive ? 'gray' : 'green'} variant={inactive ? 'outline' : 'light'}>
              {text(inactive ? 'status.inactive' : 'status.active')}
            </Badge>
            <Text size="sm" c="dimmed">
              {text('createdAt', { date: formatDateTime(popup.created_at) })}
            </Text>
          </Group>
          <Text c={inactive ? 'dimmed' : undefined} fs={popup.description ? undefined : 'italic'}>
            {popup.description || text('noDescription')}
          </Text>
          <Group gap="sm">
            <Button
              variant="light"
              size="xs"
              loading={toggling}
              disabled={disabled}
              aria-label={text(`${toggle}.label`, { name })}
              onClick={onToggle}
            >
              {text(`${toggle}.button`)}
            </Button>
            <Button
              variant="light"
              color="red"
              size="xs"
              loading={deleting}
              disabled={disabled}
              aria-label={text('delete.label', { name })}
              onClick={onDelete}
            >
              {text('delete.button')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  )
}
