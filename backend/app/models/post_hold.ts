import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PostStatus } from '#models/post'

/** Why a held poll awaits review: the watched word that holds it, where, and what to give back on approval. */
export default class PostHold extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare postId: number

  @column()
  declare word: string

  /** The API's field name: title, description, option_a…, tags.0… */
  @column()
  declare field: string

  /** The poll's status before it was held. */
  @column()
  declare previousStatus: PostStatus

  @column.dateTime()
  declare heldAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
