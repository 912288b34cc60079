import { DateTime } from 'luxon'
import { BaseModel, beforeCreate, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Post from '#models/post'
import User from '#models/user'

export type ReportStatus = 'pending' | 'rejected' | 'resolved'

export default class Report extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** Null once the post was deleted permanently. */
  @column()
  declare postId: number | null

  /** The reported post's id, kept after the post is deleted permanently (its reports stay one group). */
  @column()
  declare reportedPostId: number | null

  /** The reporter. */
  @column()
  declare userId: number

  @column()
  declare reason: string

  @column()
  declare status: ReportStatus

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @beforeCreate()
  static rememberReportedPost(report: Report) {
    report.reportedPostId ??= report.postId
  }

  @belongsTo(() => Post)
  declare post: BelongsTo<typeof Post>

  @belongsTo(() => User)
  declare reporter: BelongsTo<typeof User>
}
