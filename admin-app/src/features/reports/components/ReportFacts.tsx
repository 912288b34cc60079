import type { AdminReport } from '@dilemma/api-client'
import { Box, SimpleGrid, Text, useIntl } from '@dilemma/design-system'
import { useDateTimeFormat } from '../../../lib/useDateTimeFormat'

/** Who reported what, and when: a description list, so that each value is read with its label. */
export function ReportFacts({ report }: { report: AdminReport }) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id: `admin.reports.${id}` })
  const formatDateTime = useDateTimeFormat()
  const facts = [
    { label: text('reason'), value: report.reason },
    { label: text('reporter'), value: report.reporter_username ?? text('deletedUser') },
    { label: text('owner'), value: report.owner_username ?? text('notAvailable') },
    { label: text('reportedAt'), value: formatDateTime(report.report_created_at) },
    ...(report.description ? [{ label: text('description'), value: report.description }] : []),
  ]

  return (
    <SimpleGrid renderRoot={(props) => <dl {...props} />} cols={{ base: 1, sm: 2 }} spacing="xs" m={0}>
      {facts.map(({ label, value }) => (
        <Box key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  )
}
