import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ModerationAuditEntry, { type AuditTargetType } from '#models/moderation_audit_entry'

/**
 * Records one moderator action (who, what, when). Pass the action's transaction so the entry
 * is written, or rolled back, together with the change it describes.
 */
export async function recordAudit(
  entry: {
    actorId: number | null
    action: string
    targetType: AuditTargetType
    targetId: number
    details?: Record<string, unknown>
  },
  client?: TransactionClientContract,
): Promise<void> {
  await ModerationAuditEntry.create(
    {
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details ?? null,
    },
    client ? { client } : undefined,
  )
}
