import type { UpdateProfileRequest } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient, useSession } from '@dilemma/app-runtime'
import { postKeys } from '@/entities/post'
import { publicProfileQueryOptions } from '@/lib/api/usePublicProfile'

/**
 * `PUT /users/me` (multipart, changed fields only); the session shows the saved profile at once, and
 * her public profile and the cards that show her name and avatar are fetched anew when next shown.
 */
export function useUpdateProfile() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const { signIn } = useSession()
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => client.accounts.updateProfile(changes),
    onSuccess: ({ user }) => {
      signIn(user)
      void queryClient.invalidateQueries({ queryKey: publicProfileQueryOptions(client, user.id).queryKey })
      void queryClient.invalidateQueries({ queryKey: postKeys.all })
    },
  })
}
