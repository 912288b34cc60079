import type { ApiClient } from '@dilemma/api-client'
import { unreadNoticesQuery, useApiClient, useMutation, useQueryClient, useSession } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

const noticesQueryOptions = (client: ApiClient, userId: number | null) =>
  queryOptions({
    ...unreadNoticesQuery(client, userId),
    // A poll-ended notice goes to the shell's notification list instead.
    select: (body) => body.notices.filter((notice) => notice.kind !== 'poll_ended'),
  })

/** `GET /users/notices`: the signed-in member's unread notices for the page; nothing is asked for a guest. */
export function useMemberNotices() {
  const { user } = useSession()
  return useQuery({ ...noticesQueryOptions(useApiClient(), user?.id ?? null), enabled: user !== null })
}

/**
 * `POST /users/notices/{id}/read`: the notice disappears at once; should the call fail, the list
 * is asked again so that what shows is what the server holds.
 */
export function useMarkNoticeRead() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const { queryKey } = unreadNoticesQuery(client, useSession().user?.id ?? null)
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
