import type { ReportGroup } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Badge, Group, Paper, Stack, Text, Title } from '@dilemma/design-system'
import { useId } from 'react'
import type { ReportGroupAction } from '../utils/reportGroupView'
import { ReportEntries } from './ReportEntries'
import { ReportGroupActions } from './ReportGroupActions'
import { ReportedPollFacts } from './ReportedPollFacts'
import { ReportedPollOptions } from './ReportedPollOptions'

interface ReportGroupCardProps {
  group: ReportGroup
  disabled: boolean
  onAction: (action: ReportGroupAction) => void
  isPending: (action: ReportGroupAction) => boolean
}

/** One reported post with all its reports, headed by its title ('deleted post' once it is gone). */
export function ReportGroupCard({ group, disabled, onAction, isPending }: ReportGroupCardProps) {
  const intl = useIntl()
  const headingId = useId()
  const { post } = group
  const postName = post?.title ?? intl.formatMessage({ id: 'admin.reports.deletedPost' })

  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={headingId} c={post === null ? 'dimmed' : undefined}>
            {postName}
          </Title>
          <Badge color="red" variant="light" flex="none">
            {intl.formatMessage({ id: 'admin.reports.count' }, { count: group.report_count })}
          </Badge>
        </Group>
        {post === null && (
          // admin-spec §2: the owner of a post that is gone is 'N/A'.
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'admin.reports.ownerUnknown' })}
          </Text>
        )}
        {post && (
          <>
            <ReportedPollFacts post={post} />
            {post.description && <Text className="dilemma-pre-line">{post.description}</Text>}
            <ReportedPollOptions post={post} />
          </>
        )}
        <ReportEntries group={group} postName={postName} />
        <ReportGroupActions group={group} disabled={disabled} onAction={onAction} isPending={isPending} />
      </Stack>
    </Paper>
  )
}
