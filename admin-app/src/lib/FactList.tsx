import { Box, Group, Text } from '@dilemma/design-system'
import type { ReactNode } from 'react'

export interface Fact {
  term: string
  value: ReactNode
}

/** The facts of a list item (dates, counts) as a compact description list: each read with its term. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Group renderRoot={(props) => <dl {...props} />} gap="md" m={0} wrap="wrap">
      {facts.map(({ term, value }) => (
        <Box key={term}>
          <Text component="dt" size="xs" c="dimmed">
            {term}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </Box>
      ))}
    </Group>
  )
}
