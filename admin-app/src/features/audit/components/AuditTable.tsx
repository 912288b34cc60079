import type { AuditEntry } from '@dilemma/api-client'
import { Text, useIntl } from '@dilemma/design-system'
import { FiguresTable } from '../../../lib/FiguresTable'
import { useDateTimeFormat } from '../../../lib/useDateTimeFormat'
import { describeAuditDetails } from '../utils/auditActions'

/** One page of the audit log: when, who, what, on what, with the details of the change. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id: `admin.audit.${id}` })
  const formatDateTime = useDateTimeFormat()

  if (entries.length === 0) return <Text c="dimmed">{text('empty')}</Text>
  return (
    <FiguresTable
      title={text('table')}
      columns={['when', 'who', 'action', 'target', 'details'].map((column) => text(`columns.${column}`))}
      rows={entries.map((entry) => ({
        key: entry.id,
        cells: [
          formatDateTime(entry.created_at),
          entry.actor?.username ?? text('deletedUser'),
          entry.action,
          `${entry.target_type} #${entry.target_id}`,
          describeAuditDetails(entry.details),
        ],
      }))}
    />
  )
}
