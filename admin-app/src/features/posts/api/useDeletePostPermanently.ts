import type { AdminPost } from '@dilemma/api-client'
import { useApiClient, useQueryClient } from '@dilemma/app-runtime'
import { useConfirmedAction } from '../../../lib/useConfirmedAction'
import { invalidateAfterPostChange } from '../../../lib/postChanges'

/** `DELETE /admin/posts/{id}` once the admin confirmed: the post, its votes, likes and images are gone for good. */
export function useDeletePostPermanently() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useConfirmedAction({
    mutationFn: (post: AdminPost) => client.admin.deletePostPermanently(post.id),
    onSuccess: () => invalidateAfterPostChange(queryClient),
  })
}
