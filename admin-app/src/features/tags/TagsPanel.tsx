import { useIntl } from '@dilemma/app-runtime'
import { Text } from '@dilemma/design-system'
import { useCategoryName } from '@dilemma/design-system/widgets'
import { ActionFailureAlert } from '../../lib/ActionFailureAlert'
import { ItemListSection } from '../../lib/ItemListSection'
import { QueryGate } from '../../lib/QueryGate'
import { useMoveTag } from './api/useMoveTag'
import { useTagCategories } from './api/useTagCategories'
import { useUncategorisedTags } from './api/useUncategorisedTags'
import { TagRow } from './components/TagRow'
import { categoryChoices } from './utils/categoryChoices'

/** The tags tab (admin-spec §2): sorts the uncategorised tags into categories. A load error replaces it. */
export function TagsPanel() {
  const intl = useIntl()
  const nameOf = useCategoryName()
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.tags.${id}` }, values)
  const tags = useUncategorisedTags()
  const categories = useTagCategories()
  const moving = useMoveTag()
  const moved = moving.isSuccess ? moving.variables : undefined

  return (
    <QueryGate query={tags} messages="admin.tags">
      {(tagList) => (
        <QueryGate query={categories} messages="admin.tags">
          {(allCategories) => (
            <ItemListSection
              title={text('title', { count: tagList.length })}
              items={tagList}
              itemKey={(tag) => tag.id}
              renderItem={(tag) => (
                <TagRow
                  tag={tag}
                  choices={categoryChoices(allCategories)}
                  moving={moving.isPending && moving.variables.tag.id === tag.id}
                  onMove={(category) => moving.mutate({ tag, category })}
                />
              )}
              emptyTitle={text('empty.title')}
              emptyDescription={text('empty.description')}
            >
              <Text c="dimmed">{text('intro')}</Text>
              <Text role="status" size="sm">
                {moved && text('moved', { name: moved.tag.name, category: nameOf(moved.category) })}
              </Text>
              {moving.isError && (
                <ActionFailureAlert
                  error={moving.error}
                  title={text('updateError.title')}
                  fallback={text('updateError.fallback')}
                  closeLabel={text('dismissError')}
                  onClose={moving.reset}
                />
              )}
            </ItemListSection>
          )}
        </QueryGate>
      )}
    </QueryGate>
  )
}
