import type { HeldPost } from '@dilemma/api-client'
import { useApiClient, useQueryClient } from '@dilemma/app-runtime'
import { useQuery } from '@dilemma/design-system/widgets'
import { invalidateAfterPostChange } from '../../../lib/postChanges'
import { useConfirmedAction } from '../../../lib/useConfirmedAction'
import { useReasonedAction } from '../../../lib/useReasonedAction'
import { reportsQueryKey } from '../api/useReportGroups'

/** `GET /admin/held-posts`: polls a watched word holds for review, under the reports tab's key. */
export function useHeldPosts() {
  const client = useApiClient()
  return useQuery({
    queryKey: [...reportsQueryKey, 'held'],
    queryFn: () => client.admin.heldPosts(),
    select: (body) => body.posts,
  })
}

/**
 * Approve (confirmed: it is published and she is told) or reject (with the reason she is told,
 * which she may appeal). Either way the tab and the members' lists reload; after a failure (the
 * poll was decided meanwhile) the list shows what stands now.
 */
export function useHeldPostDecisions() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const reload = () => invalidateAfterPostChange(queryClient)
  const approval = useConfirmedAction({
    mutationFn: (post: HeldPost) => client.admin.approveHeldPost(post.id),
    onSuccess: reload,
    onError: reload,
  })
  const rejection = useReasonedAction({
    mutationFn: (post: HeldPost, statement) => client.admin.rejectHeldPost(post.id, statement),
    onSuccess: reload,
    onError: reload,
  })
  return { approval, rejection }
}
