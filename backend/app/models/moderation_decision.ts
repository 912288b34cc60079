import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasOne } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasOne } from '@adonisjs/lucid/types/relations'
import Appeal from '#models/appeal'
import User from '#models/user'
import type { ModerationDecisionKind, ModerationReason } from '@dilemma/contract'

export type { ModerationDecisionKind }

/** A restricting decision and its statement of reasons (services/moderation/record_decision.ts). */
export default class ModerationDecision extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** The member it restricts. */
  @column()
  declare userId: number

  @column()
  declare kind: ModerationDecisionKind

  @column()
  declare postId: number | null

  @column()
  declare postTitle: string | null

  @column()
  declare reason: ModerationReason

  /** The moderator's words beside the reason, shown to her. */
  @column()
  declare note: string | null

  /** Null for a command run on the server, or once the moderator's account is gone. */
  @column()
  declare decidedBy: number | null

  /** What it took: the poll's status or her role before; null for a suspension. */
  @column()
  declare previous: string | null

  @column.dateTime()
  declare endsAt: DateTime | null

  /** Set when an accepted appeal reversed it. */
  @column.dateTime()
  declare reversedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasOne(() => Appeal, { foreignKey: 'decisionId' })
  declare appeal: HasOne<typeof Appeal>

  @belongsTo(() => User, { foreignKey: 'decidedBy' })
  declare decider: BelongsTo<typeof User>
}
