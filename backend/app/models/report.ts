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

  /** The reporting member; null for the system's report of a watched word (action `flag`). */
  @column()
  declare userId: number | null

  /** The system's report: the watched word that flagged the post, and the field it is in. */
  @column()
  declare watchedWord: string | null

  @column()
  declare watchedField: string | null

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
