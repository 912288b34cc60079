/** The actions the audit log records (backend services/audit_log.ts callers), for the filter. */
export const auditActions = [
  'post.status',
  'post.purge',
  'user.role',
  'user.verification',
  'popup.create',
  'popup.toggle',
  'popup.delete',
  'tag.move',
] as const

/** `all` shows every action, also those (e.g. report decisions) the filter does not name. */
export const auditActionFilters = ['all', ...auditActions] as const

export type AuditActionFilter = (typeof auditActionFilters)[number]

/** The details of an entry as one line: `from: active, to: passive`. */
export function describeAuditDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')
}
