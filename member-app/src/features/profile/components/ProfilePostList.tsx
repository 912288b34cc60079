import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Button } from '@dilemma/design-system'
import type { UserPostList } from '@/entities/post'
import { PostList } from '@/entities/post'
import { useUserPosts } from '../api/useUserPosts'

interface ProfilePostListProps {
  list: UserPostList
  userId: number
  /** Offered by the empty "my polls" list. */
  onCreateFirstPost?: () => void
}

/** A tab of the own profile: her polls, saved or voted polls as feed cards; her polls show results once voted on. */
export function ProfilePostList({ list, userId, onCreateFirstPost }: ProfilePostListProps) {
  const intl = useIntl()
  const posts = useUserPosts(list, userId)
  const text = (part: string) => intl.formatMessage({ id: `member.profile.empty.${list}.${part}` })
  const createFirst = onCreateFirstPost && (
    <Button onClick={onCreateFirstPost}>
      <FormattedMessage id="member.profile.empty.createFirst" />
    </Button>
  )
  return (
    <PostList list={posts} empty={{ title: text('title'), description: text('text'), action: createFirst }} ownerView />
  )
}
