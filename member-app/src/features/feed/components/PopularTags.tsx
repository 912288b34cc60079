import { FormattedMessage } from '@dilemma/app-runtime'
import { Button, Group, Stack, Text } from '@dilemma/design-system'
import { usePopularTags } from '../api/usePopularTags'

interface PopularTagsProps {
  activeTagId: number | null
  onSelect: (tagId: number) => void
}

export function PopularTags({ activeTagId, onSelect }: PopularTagsProps) {
  const tags = usePopularTags()
  if (!tags.data?.tags.length) return null
  return (
    <Stack gap="xs">
      <Text fw={800} size="sm">
        <FormattedMessage id="member.feed.sidebar.popularTags" />
      </Text>
      <Group gap={6}>
        {tags.data.tags.map((tag) => (
          <Button
            key={tag.id}
            size="compact-sm"
            variant={tag.id === activeTagId ? 'filled' : 'light'}
            color="plum"
            aria-pressed={tag.id === activeTagId}
            onClick={() => onSelect(tag.id)}
          >
            #{tag.name}
          </Button>
        ))}
      </Group>
    </Stack>
  )
}
