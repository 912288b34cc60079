import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** What a notice tells; the member app holds the translated text of each. */
export type MemberNoticeKind = 'post_removed_after_report' | 'poll_ended' | 'data_export_ready'

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

  @column.dateTime()
  declare readAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
