import { useApiClient, useMutation } from '@dilemma/app-runtime'

/** `POST /tags {name}`: the existing tag of that name, or a new uncategorised one. */
export function useCreateTag() {
  const client = useApiClient()
  return useMutation({ mutationFn: (name: string) => client.tags.create(name) })
}
