import { EmptyState as MantineEmptyState } from '@mantine/core'
import type { ReactNode } from 'react'

export interface EmptyStateProps {
  title: string
  description?: string
  /** A call to action, e.g. a button or link. */
  action?: ReactNode
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <MantineEmptyState title={title} description={description} py="xl">
      {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  )
}
