import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { MemberNoticeKind } from '@dilemma/contract'

/** What a notice tells; the apps hold the translated text of each (contract/notice-types.ts). */
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

  @column.dateTime()
  declare readAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
