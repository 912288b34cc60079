import type { AiStats } from '@dilemma/api-client'
import { Box, FormattedMessage, Title, useIntl } from '@dilemma/design-system'
import { useId } from 'react'
import type { ReactNode } from 'react'
import { useStatFormat } from '../hooks/useStatFormat'

const columns = ['createdAt', 'provider', 'selectedOption', 'analysisTime'] as const
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

/** The newest analyses (at most five, newest first) as a table named by its heading. */
export function RecentAnalysesTable({ analyses }: { analyses: AiStats['recentAnalyses'] }) {
  const intl = useIntl()
  const format = useStatFormat()
  const headingId = useId()

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="sm">
        <FormattedMessage id="admin.aiStats.recent.title" />
      </Title>
      <Box style={{ overflowX: 'auto' }}>
        <Box component="table" aria-labelledby={headingId} w="100%" style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {columns.map((column) => (
                <Cell key={column} header>
                  <FormattedMessage id={`admin.aiStats.recent.${column}`} />
                </Cell>
              ))}
            </tr>
          </thead>
          <tbody>
            {analyses.map((analysis, index) => (
              <tr key={`${analysis.createdAt}-${index}`}>
                <Cell>{format.dateTime(analysis.createdAt)}</Cell>
                <Cell>{intl.formatMessage({ id: `admin.aiStats.provider.${analysis.provider}` })}</Cell>
                <Cell>{analysis.selectedOption.toUpperCase()}</Cell>
                <Cell>{format.milliseconds(analysis.analysisTime)}</Cell>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  )
}
