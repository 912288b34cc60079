import type { AuditEntry } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Text } from '@dilemma/design-system'
import { FiguresTable } from '../../../lib/FiguresTable'
import { useDateTimeFormat } from '../../../lib/useDateTimeFormat'
import { describeAuditDetails } from '../utils/auditActions'

/** One page of the audit log: when, who, what, on what, with the details of the change. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `admin.audit.${id}` }, values)
  // An action or target a newer server records reads as its code rather than failing.
  const known = (id: string, fallback: string, values?: Record<string, number>) =>
    intl.messages[`admin.audit.${id}`] === undefined ? fallback : text(id, values)
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
          known(`actions.${entry.action}`, entry.action),
          known(`targets.${entry.target_type}`, `${entry.target_type} #${entry.target_id}`, { id: entry.target_id }),
          describeAuditDetails(entry.details),
        ],
      }))}
    />
  )
}
