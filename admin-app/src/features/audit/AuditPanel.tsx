import { useIntl } from '@dilemma/design-system'
import { Select } from '@dilemma/design-system/widgets'
import { useState } from 'react'
import { PagedListTab } from '../../lib/PagedListTab'
import { useAuditLog } from './api/useAuditLog'
import { AuditTable } from './components/AuditTable'
import { auditActionFilters, type AuditActionFilter } from './utils/auditActions'

/** The audit tab: who did which moderator action, and when, newest first, filtered by action. */
export function AuditPanel() {
  const intl = useIntl()
  const [page, setPage] = useState(1)
  const [action, setAction] = useState<AuditActionFilter>('all')
  const log = useAuditLog({ page, action: action === 'all' ? undefined : action })

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
        if (!chosen) return
        setAction(chosen)
        setPage(1)
      }}
      comboboxProps={{ withinPortal: false }}
      w={240}
    />
  )

  return (
    <PagedListTab
      messagePrefix="admin.audit"
      list={log}
      onPageChange={setPage}
      stats={null}
      filters={filter}
      alerts={null}
    >
      {({ entries }) => <AuditTable entries={entries} />}
    </PagedListTab>
  )
}
