import type { ReportGroup } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Button, Group } from '@dilemma/design-system'
import { groupActions, type ReportGroupAction } from '../utils/reportGroupView'

interface ReportGroupActionsProps {
  group: ReportGroup
  /** While the queue reloads (e.g. after a failed decision) the card may be stale: no decisions. */
  disabled: boolean
  onAction: (action: ReportGroupAction) => void
  isPending: (action: ReportGroupAction) => boolean
}

/** One decision for the whole card: delete post or reject all for a live post; clear otherwise. */
export function ReportGroupActions({ group, disabled, onAction, isPending }: ReportGroupActionsProps) {
  const intl = useIntl()
  // The accessible name says which card the button acts on: its post, or a reason once it is gone.
  const about = { title: group.post?.title, reason: group.reports[0]?.reason, count: group.report_count }

  return (
    <Group gap="sm">
      {groupActions(group).map((action) => (
        <Button
          key={action}
          color={action === 'deletePost' ? 'red' : undefined}
          variant={action === 'deletePost' ? 'filled' : 'light'}
          loading={isPending(action)}
          disabled={disabled}
          aria-label={intl.formatMessage({ id: `admin.reports.${action}.label` }, about)}
          onClick={() => onAction(action)}
        >
          {intl.formatMessage({ id: `admin.reports.${action}.button` }, about)}
        </Button>
      ))}
    </Group>
  )
}
