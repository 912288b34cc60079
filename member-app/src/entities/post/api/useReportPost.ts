import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { patchCachedPost } from '../lib/patchCachedPost'

/** `POST /posts/:id/report {reason}`; afterwards the post is marked reported everywhere. */
export function useReportPost(postId: number) {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reason: string) => client.posts.report(postId, reason),
    onSuccess: () => patchCachedPost(queryClient, postId, (post) => ({ ...post, reported: true })),
  })
}
