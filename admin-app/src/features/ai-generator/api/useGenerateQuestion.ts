import type { GenerateQuestionRequest } from '@dilemma/api-client'
import { useApiClient, useMutation } from '@dilemma/app-runtime'

/** `POST /ai/generate-question`: a new question written by the AI, for admins; nothing is stored. */
export function useGenerateQuestion() {
  const client = useApiClient()
  return useMutation({
    mutationFn: async (request: GenerateQuestionRequest) => (await client.ai.generateQuestion(request)).data,
  })
}
