import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
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

  @belongsTo(() => Post)
  declare post: BelongsTo<typeof Post>

  @belongsTo(() => User)
  declare reporter: BelongsTo<typeof User>
}
