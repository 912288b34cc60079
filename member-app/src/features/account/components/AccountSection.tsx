import { Paper, Stack, Title } from '@dilemma/design-system'
import type { ReactNode } from 'react'

/** One titled block of the account tab. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}
