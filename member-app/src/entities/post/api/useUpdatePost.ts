import type { UpdatePostRequest } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { patchCachedPost } from '../lib/patchCachedPost'

/** `PUT /posts/:id {title, description}`: the owner's edit while the poll has no votes. */
export function useUpdatePost(postId: number) {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: UpdatePostRequest) => client.posts.update(postId, changes),
    onSuccess: ({ post: updated }) =>
      patchCachedPost(queryClient, postId, (post) => ({
        ...post,
        title: updated.title,
        description: updated.description,
      })),
  })
}
