import type { GoogleAuthAction } from '@dilemma/api-client'
import { useApiClient, useMutation } from '@dilemma/app-runtime'

/** Asks the server for Google's sign-in address, then leaves for it. */
export function useGoogleSignIn(action: GoogleAuthAction) {
  const client = useApiClient()
  return useMutation({
    mutationFn: () => client.auth.googleUrl(action),
    onSuccess: ({ url }) => window.location.assign(url),
  })
}
