import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A browser that takes her push notifications (its `PushSubscription`, RFC 8030). */
export default class PushSubscription extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare endpoint: string

  @column()
  declare endpointHash: string

  /** The browser's P-256 public key, base64url (65 bytes); named so, not p_256_dh. */
  @column({ columnName: 'p256dh' })
  declare p256dh: string

  /** The browser's authentication secret, base64url (16 bytes). */
  @column()
  declare auth: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
