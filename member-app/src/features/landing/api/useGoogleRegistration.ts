import { useApiClient, useMutation } from '@dilemma/design-system'

/** Asks the server for Google's sign-in address, then leaves for it. */
export function useGoogleRegistration() {
  const client = useApiClient()
  return useMutation({
    mutationFn: () => client.auth.googleUrl('register'),
    onSuccess: ({ url }) => window.location.assign(url),
  })
}
