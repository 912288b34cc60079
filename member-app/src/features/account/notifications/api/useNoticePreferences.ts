import type { ApiClient } from '@dilemma/api-client'
import type { NoticeChannel, NoticeTopic } from '@dilemma/contract/notices'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

export const noticePreferencesKey = ['account', 'notice-preferences'] as const

export const noticePreferencesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: noticePreferencesKey,
    queryFn: async () => (await client.notices.preferences()).preferences,
  })

/** `GET /users/notice-preferences`: her switches per topic, for push and for e-mail. */
export function useNoticePreferences() {
  return useQuery(noticePreferencesQueryOptions(useApiClient()))
}

/** `PUT /users/notice-preferences`: one switch; the answer (all of them) replaces the cached ones. */
export function useSetNoticePreference() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: { channel: NoticeChannel; topic: NoticeTopic; enabled: boolean }) =>
      client.notices.setPreference(change),
    onSuccess: ({ preferences }) => queryClient.setQueryData(noticePreferencesKey, preferences),
  })
}
