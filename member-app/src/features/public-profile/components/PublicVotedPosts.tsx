import type { PublicProfile } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Box, Stack, Title } from '@dilemma/design-system'
import { useId } from 'react'
import { PostList } from '@/entities/post'
import { usePublicVotedPosts } from '../api/usePublicVotedPosts'

/** The polls the member voted on, as a grid of feed cards showing the reader's own vote (never hers). */
export function PublicVotedPosts({ user }: { user: PublicProfile }) {
  const intl = useIntl()
  const posts = usePublicVotedPosts(user.id)
  const headingId = useId()
  const text = (id: string) =>
    intl.formatMessage({ id: `member.publicProfile.voted.${id}` }, { username: user.username })
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {text('title')}
        </Title>
        <PostList
          list={posts}
          cardTitleOrder={3}
          grid
          empty={{ title: text('emptyTitle'), description: text('emptyText') }}
        />
      </Stack>
    </Box>
  )
}
