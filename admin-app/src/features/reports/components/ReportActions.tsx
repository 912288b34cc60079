import type { AdminReport } from '@dilemma/api-client'
import { Button, Group, useIntl } from '@dilemma/design-system'
import type { ReportAction } from '../hooks/useReportActions'
import { isPostDeleted } from '../utils/reportView'

interface ReportActionsProps {
  report: AdminReport
  onAction: (action: ReportAction) => void
  isPending: (action: ReportAction) => boolean
}

/** Delete post and reject report for a live post; only clear report once the post is deleted. */
export function ReportActions({ report, onAction, isPending }: ReportActionsProps) {
  const intl = useIntl()
  const actions: ReportAction[] = isPostDeleted(report) ? ['clear'] : ['deletePost', 'reject']
  // The accessible name says which report the button acts on: its post, or its reason once the post is gone.
  const about = { title: report.title, reason: report.reason }

  return (
    <Group gap="sm">
      {actions.map((action) => (
        <Button
          key={action}
          color={action === 'deletePost' ? 'red' : undefined}
          variant={action === 'deletePost' ? 'filled' : 'light'}
          loading={isPending(action)}
          aria-label={intl.formatMessage({ id: `admin.reports.${action}.label` }, about)}
          onClick={() => onAction(action)}
        >
          {intl.formatMessage({ id: `admin.reports.${action}.button` })}
        </Button>
      ))}
    </Group>
  )
}
