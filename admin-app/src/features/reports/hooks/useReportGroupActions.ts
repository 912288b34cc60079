import type { ReportGroup } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { useDeleteReportedPostOfGroup } from '../api/useDeleteReportedPostOfGroup'
import { useDismissReportGroup } from '../api/useDismissReportGroup'
import { groupKey, type ReportGroupAction } from '../utils/reportGroupView'

/**
 * The review queue's decisions (admin-spec §2, §5), each on a whole post and after the admin
 * confirms: delete the post (with the reason its author is told) or reject its reports; clear the
 * reports of a deleted one. The alert
 * shows the failure of the latest decision only.
 */
export function useReportGroupActions() {
  const intl = useIntl()
  const dismissal = useDismissReportGroup()
  const deletion = useDeleteReportedPostOfGroup()

  const run = (action: ReportGroupAction, group: ReportGroup) => {
    const question = intl.formatMessage(
      { id: `admin.reports.${action}.confirm` },
      { title: group.post?.title, count: group.report_count },
    )
    if (action === 'deletePost') {
      dismissal.mutation.reset()
      deletion.ask(question, group)
    } else if (dismissal.run(question, group)) deletion.mutation.reset()
  }

  /** Whether the action runs on that card (a card shows either reject or clear, never both). */
  const pending = (action: ReportGroupAction, group: ReportGroup) => {
    const [mutation, acting] =
      action === 'deletePost'
        ? [deletion.mutation, deletion.variables]
        : [dismissal.mutation, dismissal.mutation.variables]
    return mutation.isPending && acting !== undefined && groupKey(acting) === groupKey(group)
  }

  const dismissError = () => {
    dismissal.mutation.reset()
    deletion.mutation.reset()
  }

  return {
    run,
    pending,
    error: dismissal.mutation.error ?? deletion.mutation.error,
    dismissError,
    reasonDialog: deletion,
  }
}
