import type { AdminReport } from '@dilemma/api-client'
import { useIntl } from '@dilemma/design-system'
import { useDeleteReportedPost } from '../api/useDeleteReportedPost'
import { useRejectReport } from '../api/useRejectReport'

export type ReportAction = 'deletePost' | 'reject' | 'clear'

/**
 * The reports' actions (admin-spec §2, §5), each after the admin confirms: delete the post or
 * reject the report for a live post; clear (reject) the report of a deleted one. The alert shows
 * the failure of the latest action only.
 */
export function useReportActions() {
  const intl = useIntl()
  const rejection = useRejectReport()
  const deletion = useDeleteReportedPost()

  const run = (action: ReportAction, report: AdminReport) => {
    const question = intl.formatMessage({ id: `admin.reports.${action}.confirm` }, { title: report.title })
    const [chosen, other] = action === 'deletePost' ? [deletion, rejection] : [rejection, deletion]
    if (chosen.run(question, report.report_id)) other.mutation.reset()
  }

  /** Whether the action runs on that report (a report shows either reject or clear, never both). */
  const pending = (action: ReportAction, report: AdminReport) => {
    const { mutation } = action === 'deletePost' ? deletion : rejection
    return mutation.isPending && mutation.variables === report.report_id
  }

  const dismissError = () => {
    rejection.mutation.reset()
    deletion.mutation.reset()
  }

  return { run, pending, error: rejection.mutation.error ?? deletion.mutation.error, dismissError }
}
