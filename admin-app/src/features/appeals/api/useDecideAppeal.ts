import type { AdminAppeal } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { invalidateAfterPostChange } from '../../../lib/postChanges'
import { usersQueryKey } from '../../../lib/usersQueryKey'
import { appealsQueryKey } from './useAdminAppeals'

export interface AppealDecision {
  appeal: AdminAppeal
  outcome: 'accept' | 'reject'
  answer: string
}

/**
 * `POST /admin/appeals/{id}/accept|reject` with the answer she reads. Accepting reverses the
 * decision, so the posts and users lists reload too. 403 APPEAL_NEEDS_OTHER_ADMIN for one's own decision.
 */
export function useDecideAppeal() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ appeal, outcome, answer }: AppealDecision) => client.admin.decideAppeal(appeal.id, outcome, answer),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appealsQueryKey }),
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        invalidateAfterPostChange(queryClient),
      ]),
  })
}
