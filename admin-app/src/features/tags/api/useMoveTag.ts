import type { Category, CategoryTag } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { uncategorisedTagsQueryKey } from './useUncategorisedTags'

export interface TagMove {
  tag: CategoryTag
  category: Category
}

/** `PUT /tags/{id}` with the new category: the tag leaves the uncategorised list at once. */
export function useMoveTag() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ tag, category }: TagMove) => client.tags.move(tag.id, category.id),
    onSuccess: (_answer, { tag }) => {
      queryClient.setQueryData<CategoryTag[]>(uncategorisedTagsQueryKey, (tags) =>
        tags?.filter((listed) => listed.id !== tag.id),
      )
      // Lists of the other categories (e.g. the target's) now hold it.
      return queryClient.invalidateQueries({ queryKey: ['tags', 'category'] })
    },
  })
}
