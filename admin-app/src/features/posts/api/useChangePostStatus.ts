import type { AdminPost } from '@dilemma/api-client'
import { useApiClient, useQueryClient } from '@dilemma/app-runtime'
import { useConfirmedAction } from '../../../lib/useConfirmedAction'
import { invalidateAfterPostChange } from '../../../lib/postChanges'

/**
 * `PUT /admin/posts/{id}/status` to active once the admin confirmed (closing or removing a poll
 * takes a reason: useRestrictPost). 409 INVALID_STATUS_CHANGE when the post's status no longer allows it.
 */
export function useChangePostStatus() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useConfirmedAction({
    mutationFn: (post: AdminPost) => client.admin.setPostStatus(post.id, { status: 'active' }),
    onSuccess: () => invalidateAfterPostChange(queryClient),
  })
}
