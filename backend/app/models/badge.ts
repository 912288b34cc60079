import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { BadgeCategory, BadgeType } from '@dilemma/contract/badges'

export { BADGE_CATEGORIES, BADGE_TYPES, type BadgeCategory, type BadgeType } from '@dilemma/contract/badges'

export default class Badge extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** e.g. LOGIN_STREAK_7; clients translate name and description by it. */
  @column()
  declare name: string

  @column()
  declare type: BadgeType

  @column()
  declare category: BadgeCategory

  @column()
  declare threshold: number

  @column()
  declare iconUrl: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
