/** Every action the audit log records (the backend's audit log writers), for the filter. */
export const auditActions = [
  'report.reject',
  'report.delete_post',
  'report.reject_group',
  'report.delete_post_group',
  'post.status',
  'post.purge',
  'user.role',
  'user.verification',
  'user.suspend',
  'user.unsuspend',
  'appeal.submit',
  'appeal.accept',
  'appeal.reject',
  'word.add',
  'word.remove',
  'word.import',
  'popup.create',
  'popup.toggle',
  'popup.delete',
  'tag.move',
] as const

/** `all` shows every action. */
export const auditActionFilters = ['all', ...auditActions] as const

export type AuditActionFilter = (typeof auditActionFilters)[number]

/** The filter kept in the address (`/madmin?tab=audit&action=user.role&page=2`). */
export const initialAuditFilters = { search: '', action: 'all' as AuditActionFilter }

export const auditFilterChoices = { action: auditActionFilters }

/** The details of an entry as one line: `from: active, to: passive`. */
export function describeAuditDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')
}
