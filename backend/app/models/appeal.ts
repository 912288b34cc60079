import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { AppealStatus } from '@dilemma/contract'
import User from '#models/user'

/** A member's appeal of a decision (actions/appeals/). */
export default class Appeal extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare decisionId: number

  @column()
  declare userId: number

  @column()
  declare text: string

  @column()
  declare status: AppealStatus

  /** The deciding admin's reason, which she reads. */
  @column()
  declare answer: string | null

  @column()
  declare answeredBy: number | null

  @column.dateTime()
  declare answeredAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare member: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'answeredBy' })
  declare answerer: BelongsTo<typeof User>
}
