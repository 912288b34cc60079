import type { AdminReport } from '@dilemma/api-client'
import { Paper, Stack, Title, useIntl } from '@dilemma/design-system'
import { useId } from 'react'
import type { ReportAction } from '../hooks/useReportActions'
import { ReportActions } from './ReportActions'
import { ReportFacts } from './ReportFacts'
import { ReportImages } from './ReportImages'

interface ReportCardProps {
  report: AdminReport
  onAction: (action: ReportAction) => void
  isPending: (action: ReportAction) => boolean
}

/** One pending report, headed by its post's title ('deleted post' once the post is gone). */
export function ReportCard({ report, onAction, isPending }: ReportCardProps) {
  const intl = useIntl()
  const headingId = useId()
  const postName = report.title ?? intl.formatMessage({ id: 'admin.reports.deletedPost' })

  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId} c={report.title === null ? 'dimmed' : undefined}>
          {postName}
        </Title>
        <ReportFacts report={report} />
        <ReportImages report={report} postName={postName} />
        <ReportActions report={report} onAction={onAction} isPending={isPending} />
      </Stack>
    </Paper>
  )
}
