import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import ModerationDecision from '#models/moderation_decision'

/** What a notice tells; the member app holds the translated text of each. */
export type MemberNoticeKind =
  'post_removed_after_report' | 'poll_ended' | 'data_export_ready' | 'moderation_decision' | 'appeal_decided'

export default class MemberNotice extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare kind: MemberNoticeKind

  @column()
  declare postId: number | null

  @column()
  declare postTitle: string | null

  /** The decision it tells of (its reason, and her appeal); null for other kinds. */
  @column()
  declare decisionId: number | null

  @belongsTo(() => ModerationDecision, { foreignKey: 'decisionId' })
  declare decision: BelongsTo<typeof ModerationDecision>

  @column.dateTime()
  declare readAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
