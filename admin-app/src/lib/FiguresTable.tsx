import { Box, Title } from '@dilemma/design-system'
import { useId } from 'react'
import type { ReactNode } from 'react'

export interface FiguresTableRow {
  key: string | number
  cells: readonly ReactNode[]
}

interface FiguresTableProps {
  title: string
  columns: readonly string[]
  rows: readonly FiguresTableRow[]
}

const rule = '1px solid var(--mantine-color-gray-3)'

function Cell({ header = false, children }: { header?: boolean; children: ReactNode }) {
  return (
    <Box
      component={header ? 'th' : 'td'}
      scope={header ? 'col' : undefined}
      ta="start"
      fw={header ? 600 : undefined}
      px="sm"
      py="xs"
      style={{ borderBottom: rule }}
    >
      {children}
    </Box>
  )
}

/** A small ranking (top users, popular posts) as a table named by its heading. */
export function FiguresTable({ title, columns, rows }: FiguresTableProps) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      <Box style={{ overflowX: 'auto' }}>
        <Box component="table" aria-labelledby={headingId} w="100%" style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {columns.map((column) => (
                <Cell key={column} header>
                  {column}
                </Cell>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) => (
                  <Cell key={index}>{cell}</Cell>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  )
}
