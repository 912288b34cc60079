import { DateTime } from 'luxon'
import { BaseModel, beforeSave, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Category from '#models/category'

export default class Tag extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare nameNormalized: string

  @column()
  declare categoryId: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Category)
  declare category: BelongsTo<typeof Category>

  @beforeSave()
  static normalize(tag: Tag) {
    if (tag.$dirty.name) {
      tag.name = tag.name.trim()
      tag.nameNormalized = normalizeTagName(tag.name)
    }
  }
}

export function normalizeTagName(name: string): string {
  return name.trim().toLowerCase()
}
