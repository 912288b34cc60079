import type { UpdateProfileRequest } from '@dilemma/api-client'
import { useApiClient, useMutation, useSession } from '@dilemma/design-system'

/** `PUT /users/me` (multipart, changed fields only); the session shows the saved profile at once. */
export function useUpdateProfile() {
  const client = useApiClient()
  const { signIn } = useSession()
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => client.accounts.updateProfile(changes),
    onSuccess: ({ user }) => signIn(user),
  })
}
