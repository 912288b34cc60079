import type { CreatePostRequest } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { postKeys } from '@/entities/post'

/** `POST /posts` (multipart); the lists and today's allowance are fetched again afterwards. */
export function useCreatePost() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: CreatePostRequest) => client.posts.create(request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: postKeys.allowance }),
      ]),
  })
}
