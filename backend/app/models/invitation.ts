import { DateTime } from 'luxon'
import { BaseModel, beforeSave, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User, { normalizeEmail } from '#models/user'

export default class Invitation extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column()
  declare invitedBy: number | null

  @column({ serializeAs: null })
  declare tokenHash: string | null

  @column.dateTime()
  declare tokenExpiresAt: DateTime | null

  @column.dateTime()
  declare usedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'invitedBy' })
  declare inviter: BelongsTo<typeof User>

  @beforeSave()
  static normalize(invitation: Invitation) {
    if (invitation.$dirty.email) invitation.email = normalizeEmail(invitation.email)
  }
}
