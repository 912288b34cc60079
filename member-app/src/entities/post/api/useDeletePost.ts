import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { postKeys } from './postKeys'

/** `DELETE /posts/:id` (soft delete); every post list is fetched again. */
export function useDeletePost(postId: number) {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => client.posts.delete(postId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: postKeys.detail(postId) })
      return queryClient.invalidateQueries({ queryKey: postKeys.all })
    },
  })
}
