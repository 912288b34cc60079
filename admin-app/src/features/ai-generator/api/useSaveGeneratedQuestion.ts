import type { GeneratedQuestion } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/design-system'
import { pollOfGeneratedQuestion } from '@dilemma/api-client'

/** `POST /posts` with the generated question: a poll tagged 'AI Generated', without limits. */
export function useSaveGeneratedQuestion() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (question: GeneratedQuestion) => client.posts.create(pollOfGeneratedQuestion(question)),
    // In the shell every screen shares one query client: the lists of polls (`posts`) lack the new one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  })
}
