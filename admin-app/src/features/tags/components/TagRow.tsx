import type { Category, CategoryTag } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Group, Paper, Text } from '@dilemma/design-system'
import { Select } from '@dilemma/design-system/pickers'
import { useCategoryName } from '@dilemma/design-system/widgets'
import { chosenCategory } from '../utils/categoryChoices'

interface TagRowProps {
  tag: CategoryTag
  /** The categories it may move to. */
  choices: readonly Category[]
  moving: boolean
  onMove: (category: Category) => void
}

/** An uncategorised tag with the dropdown that moves it; choosing nothing does nothing. */
export function TagRow({ tag, choices, moving, onMove }: TagRowProps) {
  const intl = useIntl()
  const nameOf = useCategoryName()
  const choose = (value: string | null) => {
    const category = chosenCategory(choices, value)
    if (category) onMove(category)
  }

  return (
    <Paper withBorder radius="md" px="md" py="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={600}>{tag.name}</Text>
        <Select
          w={260}
          aria-label={intl.formatMessage({ id: 'admin.tags.move.label' }, { name: tag.name })}
          placeholder={intl.formatMessage({ id: 'admin.tags.move.placeholder' })}
          data={choices.map((category) => ({ value: String(category.id), label: nameOf(category) }))}
          // Nothing stays chosen: a moved tag leaves the list, a failed move leaves it uncategorised.
          value={null}
          onChange={choose}
          disabled={moving}
        />
      </Group>
    </Paper>
  )
}
