import type { ReportGroupPost } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Anchor, Group, Text } from '@dilemma/design-system'
import { useMemberPageUrl } from '../../../lib/memberSite'
import { clientPath } from '@dilemma/contract/client-paths'

/** Links to the reported poll and to its owner's public profile (new tab: the queue stays). */
export function ReportedPollFacts({ post }: { post: ReportGroupPost }) {
  const intl = useIntl()
  const memberPageUrl = useMemberPageUrl()
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.reports.${id}` }, values)

  return (
    <Group gap="md">
      <Anchor href={memberPageUrl(clientPath('post', { postId: post.id }))} target="_blank" rel="noopener">
        {text('openPoll', { title: post.title })}
      </Anchor>
      {post.owner ? (
        <Anchor
          href={memberPageUrl(clientPath('publicProfile', { userId: post.owner.id }))}
          target="_blank"
          rel="noopener"
        >
          {text('ownerProfile', { username: post.owner.username })}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {text('ownerDeleted')}
        </Text>
      )}
    </Group>
  )
}
