import type { AdminAppeal } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@dilemma/design-system'
import { FactList } from '../../../lib/FactList'
import { formatListDate } from '../../../lib/formatListDate'

const statusColors = { pending: 'yellow', accepted: 'green', rejected: 'gray' } as const

interface AppealCardProps {
  appeal: AdminAppeal
  busy: boolean
  onDecide: (outcome: 'accept' | 'reject') => void
}

/** One appeal: whose, of which decision and why it was made, her words, and the answer or the two choices. */
export function AppealCard({ appeal, busy, onDecide }: AppealCardProps) {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values)
  const { decision } = appeal
  const member = appeal.member?.username ?? text('admin.appeals.deletedUser')
  const label = text('admin.appeals.cardLabel', { member, id: String(appeal.id) })

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={label}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} size="h5">
            {text(`admin.appeals.kind.${decision.kind}`)}
          </Title>
          <Badge variant="light" color={statusColors[appeal.status]}>
            {text(`admin.appeals.status.${appeal.status}`)}
          </Badge>
        </Group>
        <FactList
          facts={[
            { term: text('admin.appeals.member'), value: member },
            { term: text('admin.appeals.poll'), value: decision.post_title ?? '–' },
            {
              term: text('admin.appeals.reason'),
              value: `${text(`admin.reason.${decision.reason}`)}${decision.note ? ` – ${decision.note}` : ''}`,
            },
            {
              term: text('admin.appeals.decided'),
              value: `${formatListDate(decision.decided_at)} · ${decision.decided_by?.username ?? '–'}`,
            },
            { term: text('admin.appeals.appealed'), value: formatListDate(appeal.created_at) },
          ]}
        />
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {appeal.text}
        </Text>
        {appeal.answer && (
          <Text size="sm" fw={600}>
            {text('admin.appeals.answer', {
              answer: appeal.answer,
              by: appeal.answered_by?.username ?? '–',
            })}
          </Text>
        )}
        {appeal.status === 'pending' && (
          <Group gap="xs">
            <Button
              size="xs"
              color="green"
              loading={busy}
              aria-label={text('admin.appeals.acceptFor', { member })}
              onClick={() => onDecide('accept')}
            >
              {text('admin.appeals.accept')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={busy}
              aria-label={text('admin.appeals.rejectFor', { member })}
              onClick={() => onDecide('reject')}
            >
              {text('admin.appeals.reject')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
