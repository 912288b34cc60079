import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { booleanColumn } from '#models/column_types'

export default class Popup extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare imageUrl: string

  @column()
  declare description: string | null

  @column(booleanColumn)
  declare isActive: boolean

  @column.dateTime()
  declare startsAt: DateTime | null

  @column.dateTime()
  declare endsAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
