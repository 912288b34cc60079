import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { Language } from '@dilemma/contract'

export type DataExportRowStatus = 'preparing' | 'ready'

/** A member's archive of her data (database/migrations/…_create_data_exports_table.ts). */
export default class DataExport extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare status: DataExportRowStatus

  @column()
  declare language: Language

  /** The ZIP's name in the exports folder; null until ready. */
  @column()
  declare fileName: string | null

  @column({ serializeAs: null })
  declare linkTokenHash: string | null

  @column()
  declare attempts: number

  @column.dateTime()
  declare requestedAt: DateTime

  @column.dateTime()
  declare readyAt: DateTime | null

  @column.dateTime()
  declare expiresAt: DateTime | null
}
