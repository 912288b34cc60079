import { useIntl } from '@dilemma/design-system'
import { ActionFailureAlert } from '../../lib/ActionFailureAlert'
import { ItemListSection } from '../../lib/ItemListSection'
import { QueryGate } from '../../lib/QueryGate'
import { useReports } from './api/useReports'
import { ReportCard } from './components/ReportCard'
import { useReportActions } from './hooks/useReportActions'

/** The reports tab (admin-spec §2): pending reports to act on. A load error replaces it. */
export function ReportsPanel() {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `admin.reports.${id}` }, values)
  const reports = useReports()
  const actions = useReportActions()

  return (
    <QueryGate query={reports} messages="admin.reports">
      {(list) => (
        <ItemListSection
          title={text('title', { count: list.length })}
          items={list}
          itemKey={(report) => report.report_id}
          renderItem={(report) => (
            <ReportCard
              report={report}
              onAction={(action) => actions.run(action, report)}
              isPending={(action) => actions.pending(action, report)}
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
        </ItemListSection>
      )}
    </QueryGate>
  )
}
