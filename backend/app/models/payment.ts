import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { decimalColumn } from '#models/column_types'
import User from '#models/user'

export type PaidPlan = 'prouser' | 'premiumuser'
/**
 * `pending`: PayPal took the capture but holds it (e.g. PENDING_REVIEW); PAYMENT.CAPTURE.COMPLETED
 * completes it. `refunded` covers a capture PayPal refunded or reversed (webhook).
 */
export type PaymentStatus = 'created' | 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded'

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

  /**
   * The PayPal-Request-Id of its capture: a UUID, the same for this row's retries only (every row
   * has one; migration 1700000002600 gave the older rows theirs).
   */
  @column()
  declare captureRequestId: string

  @column.dateTime()
  declare capturedAt: DateTime | null

  /** PayPal's capture id, which refund and reversal webhooks name. */
  @column()
  declare providerCaptureId: string | null

  /** The subscription a completed payment paid for. */
  @column()
  declare subscriptionId: number | null

  /** The period end the completed payment answered with (a replayed capture answers it again). */
  @column.dateTime()
  declare periodEnd: DateTime | null

  /** PayPal's issue or capture status when the payment failed. */
  @column()
  declare failureReason: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
