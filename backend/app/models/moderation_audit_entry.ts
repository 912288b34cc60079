import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

export type AuditTargetType = 'report' | 'post' | 'user' | 'popup' | 'tag' | 'appeal' | 'word'

/** Details are stored as JSON text so SQLite and MySQL read back the same object. */
const detailsColumn = {
  consume: (value: unknown): Record<string, unknown> | null => {
    if (typeof value !== 'string' || value === '') return null
    try {
      return JSON.parse(value) as Record<string, unknown>
    } catch {
      return null
    }
  },
  prepare: (value: Record<string, unknown> | null): string | null => (value ? JSON.stringify(value) : null),
}

/** One moderator action, written by services/moderation/audit_log.ts and never changed afterwards. */
export default class ModerationAuditEntry extends BaseModel {
  static table = 'moderation_audit'

  @column({ isPrimary: true })
  declare id: number

  /** Null once the moderator's account was deleted. */
  @column()
  declare actorId: number | null

  @column()
  declare action: string

  @column()
  declare targetType: AuditTargetType

  @column()
  declare targetId: number

  @column(detailsColumn)
  declare details: Record<string, unknown> | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User, { foreignKey: 'actorId' })
  declare actor: BelongsTo<typeof User>
}
