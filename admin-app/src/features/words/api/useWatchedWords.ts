import type { WatchedWordRequest } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

const wordsQueryKey = ['admin', 'watchedWords'] as const

/** `GET /admin/watched-words`: the whole list. */
export function useWatchedWords() {
  const client = useApiClient()
  return useQuery(queryOptions({ queryKey: wordsQueryKey, queryFn: () => client.watchedWords.list() }))
}

/** `POST /admin/watched-words`: 409 WATCHED_WORD_EXISTS for the same word and language. */
export function useAddWatchedWord() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (entry: WatchedWordRequest) => client.watchedWords.add(entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordsQueryKey }),
  })
}

/** `POST /admin/watched-words/import`: all entries in one transaction; those on the list already are skipped. */
export function useImportWatchedWords() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (entries: WatchedWordRequest[]) => client.watchedWords.import(entries),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordsQueryKey }),
  })
}

/** `DELETE /admin/watched-words/{id}`. */
export function useRemoveWatchedWord() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => client.watchedWords.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordsQueryKey }),
  })
}

/** `POST /admin/watched-words/test`: what a text would match. */
export function useTestWatchedWords() {
  const client = useApiClient()
  return useMutation({ mutationFn: (text: string) => client.watchedWords.test(text) })
}
