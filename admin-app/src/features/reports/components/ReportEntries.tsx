import type { AdminReport, ReportGroup } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Box, Button, Group, Stack, Text } from '@dilemma/design-system'
import { ActionFailureAlert } from '../../../lib/ActionFailureAlert'
import { useDateTimeFormat } from '../../../lib/useDateTimeFormat'
import { useRejectReport } from '../api/useRejectReport'
import { unlistedReportCount } from '../utils/reportGroupView'
import { useWatchedFieldLabel } from '../held/useWatchedFieldLabel'

/**
 * Every report of the card, the newest first: its reason, who reported it and when; while the post
 * is live and has several reports, each can be rejected alone (the others and the post stay).
 */
export function ReportEntries({ group, postName }: { group: ReportGroup; postName: string }) {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.reports.${id}` }, values)
  const formatDateTime = useDateTimeFormat()
  const unlisted = unlistedReportCount(group)
  const rejectOne = useRejectReport()
  const alone = group.post !== null && group.report_count > 1
  const fieldLabel = useWatchedFieldLabel()
  /** A member's words, or for the system's report the watched word and where it matched. */
  const reasonOf = (report: AdminReport) =>
    report.watched_word
      ? text('systemReason', { word: report.watched_word.word, field: fieldLabel(report.watched_word.field) })
      : report.reason
  const reporterOf = (report: AdminReport) =>
    report.watched_word ? text('system') : (report.reporter_username ?? text('deletedUser'))

  return (
    <Stack gap={4}>
      <Stack component="ul" gap={4} className="dilemma-plain-list" aria-label={text('entries', { title: postName })}>
        {group.reports.map((report) => (
          <Box component="li" key={report.report_id}>
            <Text className="dilemma-pre-line">{reasonOf(report)}</Text>
            <Group gap="sm" justify="space-between">
              <Text size="sm" c="dimmed">
                {text('reportedBy', {
                  reporter: reporterOf(report),
                  date: report.report_created_at ? formatDateTime(report.report_created_at) : '–',
                })}
              </Text>
              {alone && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  loading={rejectOne.mutation.isPending && rejectOne.mutation.variables === report.report_id}
                  aria-label={text('rejectOne.label', { reason: reasonOf(report) })}
                  onClick={() =>
                    rejectOne.run(text('rejectOne.confirm', { reason: reasonOf(report) }), report.report_id)
                  }
                >
                  {text('rejectOne.button')}
                </Button>
              )}
            </Group>
          </Box>
        ))}
      </Stack>
      {rejectOne.mutation.isError && (
        <ActionFailureAlert
          error={rejectOne.mutation.error}
          title={text('actionError.title')}
          fallback={text('actionError.fallback')}
          closeLabel={text('dismissError')}
          onClose={rejectOne.mutation.reset}
        />
      )}
      {unlisted > 0 && (
        <Text size="sm" c="dimmed">
          {text('unlisted', { count: unlisted })}
        </Text>
      )}
    </Stack>
  )
}
