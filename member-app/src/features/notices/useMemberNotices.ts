import type { ApiClient } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient, useSession } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

/**
 * Hers alone: another member signing in on this tab never sees them. The shell's poll-ended
 * notices (`usePollEndedNotices`) ask through the same key, so one call serves both.
 */
export const noticesQueryKey = (userId: number | undefined) => ['notices', 'unread', userId ?? null] as const

const noticesQueryOptions = (client: ApiClient, userId: number | undefined) =>
  queryOptions({
    queryKey: noticesQueryKey(userId),
    queryFn: () => client.notices.unread(),
    // A poll-ended notice goes to the shell's notification list instead.
    select: (body) => body.notices.filter((notice) => notice.kind !== 'poll_ended'),
  })

/** `GET /users/notices`: the signed-in member's unread notices for the page; nothing is asked for a guest. */
export function useMemberNotices() {
  const { user } = useSession()
  return useQuery({ ...noticesQueryOptions(useApiClient(), user?.id), enabled: user !== null })
}

/**
 * `POST /users/notices/{id}/read`: the notice disappears at once; should the call fail, the list
 * is asked again so that what shows is what the server holds.
 */
export function useMarkNoticeRead() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const queryKey = noticesQueryKey(useSession().user?.id)
  return useMutation({
    mutationFn: (noticeId: number) => client.notices.markRead(noticeId),
    onMutate: (noticeId: number) => {
      queryClient.setQueryData(queryKey, (body: Awaited<ReturnType<ApiClient['notices']['unread']>> | undefined) =>
        body ? { ...body, notices: body.notices.filter((notice) => notice.id !== noticeId) } : body,
      )
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  })
}
