import { FormattedMessage } from '@dilemma/app-runtime'
import { Button, Stack, Text } from '@dilemma/design-system'
import { useCategoryName } from '@dilemma/design-system/widgets'
import { usePopularCategories } from '../api/usePopularCategories'

interface CategoryListProps {
  activeCategoryId: number | null
  onSelect: (categoryId: number) => void
}

export function CategoryList({ activeCategoryId, onSelect }: CategoryListProps) {
  const categories = usePopularCategories()
  const categoryName = useCategoryName()
  if (!categories.data?.categories.length) return null
  return (
    <Stack gap={4}>
      <Text fw={800} size="sm">
        <FormattedMessage id="member.feed.sidebar.categories" />
      </Text>
      {categories.data.categories.map((category) => (
        <Button
          key={category.id}
          variant={category.id === activeCategoryId ? 'light' : 'subtle'}
          justify="space-between"
          rightSection={
            <Text size="xs" c="dimmed">
              {category.post_count}
            </Text>
          }
          aria-pressed={category.id === activeCategoryId}
          onClick={() => onSelect(category.id)}
          fullWidth
        >
          {categoryName(category)}
        </Button>
      ))}
    </Stack>
  )
}
