import { useApiClient, useMutation } from '@dilemma/design-system'

/** `POST /auth/initiate-registration`: the server mails a registration link to an invited address. */
export function useInitiateRegistration() {
  const client = useApiClient()
  return useMutation({ mutationFn: (email: string) => client.auth.initiateRegistration({ email }) })
}
