import type { CompleteRegistrationRequest } from '@dilemma/api-client'
import { useApiClient, useMutation, useSession } from '@dilemma/app-runtime'
import { useCurrentLanguage } from '@/lib/currentLanguage'

/** `POST /auth/complete-registration` (multipart); the new member is logged in by the answer. */
export function useCompleteRegistration() {
  const client = useApiClient()
  const { signIn } = useSession()
  const language = useCurrentLanguage()
  return useMutation({
    mutationFn: (request: Omit<CompleteRegistrationRequest, 'language'>) =>
      client.accounts.completeRegistration({ ...request, language }),
    onSuccess: ({ user }) => signIn(user),
  })
}
