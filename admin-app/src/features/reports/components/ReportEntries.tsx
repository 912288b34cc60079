import type { ReportGroup } from '@dilemma/api-client'
import { Box, Stack, Text, useIntl } from '@dilemma/design-system'
import { useDateTimeFormat } from '../../../lib/useDateTimeFormat'
import { unlistedReportCount } from '../utils/reportGroupView'

/** Every report of the card, the newest first: its reason, who reported it and when. */
export function ReportEntries({ group, postName }: { group: ReportGroup; postName: string }) {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.reports.${id}` }, values)
  const formatDateTime = useDateTimeFormat()
  const unlisted = unlistedReportCount(group)

  return (
    <Stack gap={4}>
      <Stack
        component="ul"
        gap={4}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={text('entries', { title: postName })}
      >
        {group.reports.map((report) => (
          <Box component="li" key={report.report_id}>
            <Text style={{ whiteSpace: 'pre-line' }}>{report.reason}</Text>
            <Text size="sm" c="dimmed">
              {text('reportedBy', {
                reporter: report.reporter_username ?? text('deletedUser'),
                date: formatDateTime(report.report_created_at),
              })}
            </Text>
          </Box>
        ))}
      </Stack>
      {unlisted > 0 && (
        <Text size="sm" c="dimmed">
          {text('unlisted', { count: unlisted })}
        </Text>
      )}
    </Stack>
  )
}
