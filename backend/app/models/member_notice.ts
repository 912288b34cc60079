import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { MemberNoticeKind, NoticeDetails } from '@dilemma/contract'
import ModerationDecision from '#models/moderation_decision'

/** What a notice tells; the apps hold the translated text of each (contract/src/notice-types.ts). */
export type { MemberNoticeKind } from '@dilemma/contract'

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

  /** What a notice not about a poll comes once for (the badge, the period, the payment). */
  @column()
  declare occasion: string | null

  /** The facts of a badge or plan notice, as they were when it was written. */
  @column({
    prepare: (value: NoticeDetails | null) => (value ? JSON.stringify(value) : null),
    consume: (value: string | null) => (value ? (JSON.parse(value) as NoticeDetails) : null),
  })
  declare details: NoticeDetails | null

  @belongsTo(() => ModerationDecision, { foreignKey: 'decisionId' })
  declare decision: BelongsTo<typeof ModerationDecision>

  @column.dateTime()
  declare readAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
