import { useIntl } from '@dilemma/app-runtime'
import { Stack } from '@dilemma/design-system'
import { ActionFailureAlert } from '../../lib/ActionFailureAlert'
import { ItemListSection } from '../../lib/ItemListSection'
import { QueryGate } from '../../lib/QueryGate'
import { ReasonDialog } from '../../lib/ReasonDialog'
import { useReportGroups } from './api/useReportGroups'
import { ReportGroupCard } from './components/ReportGroupCard'
import { useReportGroupActions } from './hooks/useReportGroupActions'
import { groupKey, reportCountOf } from './utils/reportGroupView'
import { HeldPostsSection } from './held/HeldPostsSection'

/** The reports tab: the polls held for review, then the review queue of reports. */
export function ReportsPanel() {
  return (
    <Stack gap="xl">
      <HeldPostsSection />
      <ReportQueue />
    </Stack>
  )
}

/**
 * The review queue (admin-spec §2): one card per reported post with all its reports, and one
 * decision for them all. A load error replaces it.
 */
function ReportQueue() {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `admin.reports.${id}` }, values)
  const groups = useReportGroups()
  const actions = useReportGroupActions()

  return (
    <QueryGate query={groups} messages="admin.reports">
      {(list) => (
        <ItemListSection
          title={text('title', { count: reportCountOf(list) })}
          items={list}
          itemKey={groupKey}
          renderItem={(group) => (
            <ReportGroupCard
              group={group}
              disabled={groups.isFetching}
              onAction={(action) => actions.run(action, group)}
              isPending={(action) => actions.pending(action, group)}
            />
          )}
          emptyTitle={text('empty.title')}
          emptyDescription={text('empty.description')}
        >
          {actions.error && (
            <ActionFailureAlert
              error={actions.error}
              title={text('actionError.title')}
              fallback={text('actionError.fallback')}
              closeLabel={text('dismissError')}
              onClose={actions.dismissError}
            />
          )}
          <ReasonDialog key={actions.reasonDialog.dialogKey} {...actions.reasonDialog.dialog} />
        </ItemListSection>
      )}
    </QueryGate>
  )
}
