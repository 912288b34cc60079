import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { WatchedWordAction, WatchedWordLanguage } from '#rules/watched_words'

/** A watched word or phrase (rules/watched_words.ts); `*` at its end matches longer forms. */
export default class WatchedWord extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare word: string

  @column()
  declare language: WatchedWordLanguage

  @column()
  declare action: WatchedWordAction

  @column()
  declare createdBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
