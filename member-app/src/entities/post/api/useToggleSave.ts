import type { Post } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { markUserListsStale, patchCachedPost } from '../lib/patchCachedPost'

/**
 * `POST /posts/:id/save` with the wanted state: shown at once, reverted if the call fails. The saved
 * lists catch up the next time they show.
 */
export function useToggleSave(post: Pick<Post, 'id'>) {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const setSaved = (saved: boolean) => patchCachedPost(queryClient, post.id, (cached) => ({ ...cached, saved }))

  return useMutation({
    mutationFn: (saved: boolean) => client.posts.save(post.id, saved),
    onMutate: (saved) => setSaved(saved),
    onSuccess: ({ saved }) => {
      setSaved(saved)
      return markUserListsStale(queryClient, 'saved')
    },
    onError: (_error, saved) => setSaved(!saved),
  })
}
