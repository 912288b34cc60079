import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export const BADGE_TYPES = [
  'LOGIN_STREAK',
  'POST_COUNT',
  'LIKES_RECEIVED',
  'VOTES_GIVEN',
  'LIKES_GIVEN',
  'POST_SAVE',
] as const
export type BadgeType = (typeof BADGE_TYPES)[number]

export const BADGE_CATEGORIES = ['Community', 'Activity', 'Participation', 'Helpfulness', 'Other'] as const
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number]

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
