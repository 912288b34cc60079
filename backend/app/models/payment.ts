import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { decimalColumn } from '#models/column_types'
import User from '#models/user'

export type PaidPlan = 'prouser' | 'premiumuser'
export type PaymentStatus = 'created' | 'completed' | 'failed' | 'cancelled'

export default class Payment extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare provider: string

  @column()
  declare providerOrderId: string | null

  @column()
  declare plan: PaidPlan

  @column(decimalColumn)
  declare amount: number

  @column()
  declare currency: string

  @column()
  declare status: PaymentStatus

  @column()
  declare idempotencyKey: string

  @column.dateTime()
  declare capturedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
