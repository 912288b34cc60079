import { useApiClient } from '@dilemma/app-runtime'
import { postKeys, usePostPages } from '@/entities/post'

/** `GET /posts/public-voted/:id`, page by page: the polls a member voted on, with the reader's own state. */
export function usePublicVotedPosts(userId: number) {
  const client = useApiClient()
  return usePostPages(postKeys.publicVoted(userId), (page) => client.posts.publiclyVotedBy(userId, { page }))
}
