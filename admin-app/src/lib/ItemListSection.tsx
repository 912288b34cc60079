import { Box, Stack, Title } from '@dilemma/design-system'
import { EmptyState } from '@dilemma/design-system/widgets'
import { useId } from 'react'
import type { Key, ReactNode } from 'react'

interface ItemListSectionProps<TItem> {
  /** The heading, with the count of items in it. */
  title: string
  items: readonly TItem[]
  itemKey: (item: TItem) => Key
  renderItem: (item: TItem) => ReactNode
  emptyTitle: string
  emptyDescription?: string
  /** Shown between the heading and the list, e.g. alerts about the items. */
  children?: ReactNode
}

/** A titled list of a tab's items, named by its heading, or a message when there are none. */
export function ItemListSection<TItem>({
  title,
  items,
  itemKey,
  renderItem,
  emptyTitle,
  emptyDescription,
  children,
}: ItemListSectionProps<TItem>) {
  const headingId = useId()
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
      {items.length === 0 ? (
        <EmptyState title={emptyTitle} description={emptyDescription} />
      ) : (
        <Stack component="ul" aria-labelledby={headingId} gap="sm" className="dilemma-plain-list">
          {items.map((item) => (
            <Box component="li" key={itemKey(item)}>
              {renderItem(item)}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
