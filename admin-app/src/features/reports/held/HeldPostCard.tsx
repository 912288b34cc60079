import type { HeldPost } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@dilemma/design-system'
import { useId } from 'react'
import { useDateTimeFormat } from '../../../lib/useDateTimeFormat'
import { useWatchedFieldLabel } from './useWatchedFieldLabel'

interface HeldPostCardProps {
  post: HeldPost
  busy: boolean
  onApprove: () => void
  onReject: () => void
}

/** A held poll as a moderator reviews it: its texts, who wrote it, the word that holds it and where. */
export function HeldPostCard({ post, busy, onApprove, onReject }: HeldPostCardProps) {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `admin.held.${id}` }, values)
  const headingId = useId()
  const formatDateTime = useDateTimeFormat()
  const fieldLabel = useWatchedFieldLabel()

  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={headingId}>
            {post.title}
          </Title>
          <Badge color="orange" variant="light" flex="none">
            {text('matched', { word: post.word, field: fieldLabel(post.field) })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {text('heldBy', {
            author: post.author?.username ?? intl.formatMessage({ id: 'admin.reports.deletedUser' }),
            date: formatDateTime(post.held_at),
          })}
        </Text>
        {post.description && <Text className="dilemma-pre-line">{post.description}</Text>}
        <Text component="ol" type="A" size="sm" aria-label={text('options', { title: post.title })}>
          {post.options.map((option, index) => (
            <li key={index}>{option}</li>
          ))}
        </Text>
        {post.tags.length > 0 && (
          <Group gap={4} aria-label={text('tags', { title: post.title })}>
            {post.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="gray">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="sm">
          <Button
            size="xs"
            loading={busy}
            onClick={onApprove}
            aria-label={text('approve.label', { title: post.title })}
          >
            {text('approve.button')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            disabled={busy}
            onClick={onReject}
            aria-label={text('reject.label', { title: post.title })}
          >
            {text('reject.button')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
