import type { GeneratedQuestion } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { saveGeneratedQuestion } from '@dilemma/api-client'

/**
 * Saves the generated question by the one rule the CLI follows too (`saveGeneratedQuestion`): a
 * poll tagged 'AI Generated' that closes after 24 h; a title already posted is refused.
 */
export function useSaveGeneratedQuestion() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (question: GeneratedQuestion) => saveGeneratedQuestion(client, question),
    // In the shell every screen shares one query client: the lists of polls (`posts`) lack the new one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  })
}
