import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { booleanColumn } from '#models/column_types'
import Badge from '#models/badge'
import User from '#models/user'

export default class UserBadge extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare badgeId: number

  @column(booleanColumn)
  declare seen: boolean

  @column.dateTime()
  declare awardedAt: DateTime

  @belongsTo(() => Badge)
  declare badge: BelongsTo<typeof Badge>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
