import type { AdminPost } from '@dilemma/api-client'
import { useApiClient, useQueryClient } from '@dilemma/app-runtime'
import { invalidateAfterPostChange } from '../../../lib/postChanges'
import { useReasonedAction } from '../../../lib/useReasonedAction'

export interface PostRestriction {
  post: AdminPost
  status: 'passive' | 'deleted'
}

/**
 * `PUT /admin/posts/{id}/status` to passive or deleted once the admin gave a reason: its author
 * is told it. 409 INVALID_STATUS_CHANGE when the post's status no longer allows it.
 */
export function useRestrictPost() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useReasonedAction({
    mutationFn: ({ post, status }: PostRestriction, statement) =>
      client.admin.setPostStatus(post.id, { status, ...statement }),
    onSuccess: () => invalidateAfterPostChange(queryClient),
  })
}
