import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { PaidPlan } from '#models/payment'
import User from '#models/user'

/** `approval_pending`: a PayPal subscription created for her that she has not approved yet. */
export type SubscriptionStatus = 'approval_pending' | 'active' | 'cancelled' | 'expired'

export default class Subscription extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare provider: string

  @column()
  declare providerSubscriptionId: string | null

  @column()
  declare plan: PaidPlan

  @column()
  declare status: SubscriptionStatus

  /** Renewal date. */
  @column.dateTime()
  declare currentPeriodEnd: DateTime | null

  @column.dateTime()
  declare cancelledAt: DateTime | null

  @column()
  declare idempotencyKey: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
