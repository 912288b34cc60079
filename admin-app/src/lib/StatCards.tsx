import { Box, Paper, Text, Title } from '@dilemma/design-system'
import { SimpleGrid } from '@dilemma/design-system/widgets'
import { useId } from 'react'

export interface StatCard {
  label: string
  value: string
}

interface StatCardsProps {
  title: string
  stats: readonly StatCard[]
}

/** A titled grid of figure cards; a description list, so that each figure is read with its label. */
export function StatCards({ title, stats }: StatCardsProps) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      <SimpleGrid
        renderRoot={(props) => <dl {...props} />}
        cols={{ base: 1, xs: 2, sm: Math.min(stats.length, 5) }}
        m={0}
      >
        {stats.map(({ label, value }) => (
          <Paper key={label} withBorder radius="md" p="md">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={700}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  )
}
