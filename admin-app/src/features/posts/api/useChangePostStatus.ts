import type { AdminPost, AdminPostStatusChange } from '@dilemma/api-client'
import { useApiClient, useQueryClient } from '@dilemma/app-runtime'
import { useConfirmedAction } from '../../../lib/useConfirmedAction'
import { invalidateAfterPostChange } from '../../../lib/postChanges'

export interface PostStatusChange {
  post: AdminPost
  status: AdminPostStatusChange
}

/**
 * `PUT /admin/posts/{id}/status` once the admin confirmed: deactivate, activate or soft delete.
 * 409 INVALID_STATUS_CHANGE when the post's status no longer allows it.
 */
export function useChangePostStatus() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useConfirmedAction({
    mutationFn: ({ post, status }: PostStatusChange) => client.admin.setPostStatus(post.id, status),
    onSuccess: () => invalidateAfterPostChange(queryClient),
  })
}
