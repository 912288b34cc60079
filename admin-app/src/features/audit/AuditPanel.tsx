import { useIntl } from '@dilemma/app-runtime'
import { Select } from '@dilemma/design-system/pickers'
import { PagedListTab } from '../../lib/PagedListTab'
import { usePagedFilters } from '../../lib/usePagedFilters'
import { useAuditLog } from './api/useAuditLog'
import { AuditTable } from './components/AuditTable'
import { auditActionFilters, auditFilterChoices, initialAuditFilters } from './utils/auditActions'

/**
 * The audit tab: who did which moderator action, and when, newest first, filtered by action; the
 * filter and the page live in the address like the other tabs'.
 */
export function AuditPanel() {
  const intl = useIntl()
  const list = usePagedFilters(initialAuditFilters, auditFilterChoices)
  const { action } = list.applied
  const log = useAuditLog({ page: list.page, action: action === 'all' ? undefined : action })

  const filter = (
    <Select
      label={intl.formatMessage({ id: 'admin.audit.filters.action' })}
      value={action}
      data={auditActionFilters.map((value) => ({
        value,
        label: intl.formatMessage({ id: `admin.audit.actions.${value}` }),
      }))}
      allowDeselect={false}
      onChange={(value) => {
        const chosen = auditActionFilters.find((known) => known === value)
        if (chosen) list.setFilter('action', chosen)
      }}
      comboboxProps={{ withinPortal: false }}
      w={240}
    />
  )

  return (
    <PagedListTab
      messagePrefix="admin.audit"
      list={log}
      onPageChange={list.setPage}
      stats={null}
      filters={filter}
      alerts={null}
    >
      {({ entries }) => <AuditTable entries={entries} />}
    </PagedListTab>
  )
}
