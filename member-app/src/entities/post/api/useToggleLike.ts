import type { Post } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { patchCachedPost } from '../lib/patchCachedPost'

/** `POST /posts/:id/like` with the wanted state: shown at once, reverted if the call fails. */
export function useToggleLike(post: Pick<Post, 'id'>) {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const setLike = (liked: boolean, likeCount: number) =>
    patchCachedPost(queryClient, post.id, (cached) => ({ ...cached, liked, like_count: likeCount }))

  return useMutation({
    mutationFn: ({ liked }: { liked: boolean; before: Pick<Post, 'liked' | 'like_count'> }) =>
      client.posts.like(post.id, liked),
    onMutate: ({ liked, before }) => setLike(liked, Math.max(0, before.like_count + (liked ? 1 : -1))),
    onSuccess: ({ liked, newLikeCount }) => setLike(liked, newLikeCount),
    onError: (_error, { before }) => setLike(before.liked, before.like_count),
  })
}
