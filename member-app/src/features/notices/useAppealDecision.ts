import { unreadNoticesQuery, useApiClient, useMutation, useQueryClient, useSession } from '@dilemma/app-runtime'

/** `POST /users/decisions/{id}/appeal`: her one appeal; her notices reload to show it received. */
export function useAppealDecision() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const { queryKey } = unreadNoticesQuery(client, useSession().user?.id ?? null)
  return useMutation({
    mutationFn: ({ decisionId, text }: { decisionId: number; text: string }) => client.notices.appeal(decisionId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  })
}
