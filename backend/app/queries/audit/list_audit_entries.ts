import ModerationAuditEntry from '#models/moderation_audit_entry'
import type * as Wire from '@dilemma/contract'
import { pageWindow, paginationOf, type PageRequest } from '#services/moderation/console_pages'

export interface AuditQuery extends PageRequest {
  action?: string
  actorId?: number
}

function filteredEntries({ action, actorId }: AuditQuery) {
  const query = ModerationAuditEntry.query()
  if (action) query.where('action', action)
  if (actorId) query.where('actor_id', actorId)
  return query
}

/** GET /admin/audit: one page of moderator actions, newest first, with who did each. */
export async function listAuditEntries(filters: AuditQuery): Promise<Omit<Wire.AuditPage, 'success'>> {
  const window = pageWindow(filters)
  const [entries, counted] = await Promise.all([
    filteredEntries(filters)
      .preload('actor', (actor) => actor.select('id', 'username'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(window.offset)
      .limit(window.limit),
    filteredEntries(filters).count('* as total').first(),
  ])
  return {
    entries: entries.map(auditEntryOf),
    pagination: paginationOf(Number(counted?.$extras.total ?? 0), window),
  }
}

/** An entry as the console and the CLI read it; the actor is null once her account is gone. */
function auditEntryOf(entry: ModerationAuditEntry): Wire.AuditEntry {
  return {
    id: entry.id,
    actor: entry.actor ? { id: entry.actor.id, username: entry.actor.username } : null,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    details: entry.details ?? {},
    created_at: entry.createdAt.toUTC().toISO()!,
  }
}
