import { useApiClient, useMutation } from '@dilemma/app-runtime'
import { useCurrentLanguage } from '@/lib/currentLanguage'

/** `POST /auth/initiate-registration`: the server mails a registration link to an invited address. */
export function useInitiateRegistration() {
  const client = useApiClient()
  const language = useCurrentLanguage()
  return useMutation({ mutationFn: (email: string) => client.auth.initiateRegistration({ email, language }) })
}
