import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/** A login on one device: the hash of its current refresh token and its lifecycle. */
export default class UserSession extends BaseModel {
  static table = 'sessions'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column({ serializeAs: null })
  declare refreshTokenHash: string

  @column({ serializeAs: null })
  declare previousRefreshTokenHash: string | null

  @column.dateTime()
  declare rotatedAt: DateTime | null

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare revokedAt: DateTime | null

  @column()
  declare userAgent: string | null

  @column()
  declare ip: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare lastUsedAt: DateTime | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
