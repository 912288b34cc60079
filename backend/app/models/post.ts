import { DateTime } from 'luxon'
import { BaseModel, beforeCreate, beforeSave, belongsTo, column, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, ManyToMany } from '@adonisjs/lucid/types/relations'
import { booleanColumn } from '#models/column_types'
import User from '#models/user'
import Tag from '#models/tag'
import { drawRandomKey } from '#rules/feed_random_key'
import type { PostStatus } from '@dilemma/contract/polls'

export { OPTION_LETTERS, POST_STATUSES, type OptionLetter, type PostStatus } from '@dilemma/contract/polls'

export default class Post extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare title: string

  @column()
  declare description: string

  @column()
  declare optionA: string

  @column()
  declare optionB: string

  @column()
  declare optionC: string | null

  @column()
  declare optionD: string | null

  @column()
  declare imageA: string | null

  @column()
  declare imageB: string | null

  @column()
  declare imageC: string | null

  @column()
  declare imageD: string | null

  @column(booleanColumn)
  declare hasImages: boolean

  @column()
  declare status: PostStatus

  @column()
  declare voteLimit: number | null

  /** Deadline of a time-limited poll. */
  @column.dateTime()
  declare timeLimit: DateTime | null

  @column()
  declare voteCountA: number

  @column()
  declare voteCountB: number

  @column()
  declare voteCountC: number

  @column()
  declare voteCountD: number

  @column()
  declare totalVotes: number

  @column()
  declare likeCount: number

  @column(booleanColumn)
  declare aiEnabled: boolean

  /** Drawn once at creation; the random feed order reads it (feed_random_order.ts). */
  @column()
  declare randomKey: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare author: BelongsTo<typeof User>

  @manyToMany(() => Tag, { pivotTable: 'post_tags' })
  declare tags: ManyToMany<typeof Tag>

  @beforeCreate()
  static drawRandomKey(post: Post) {
    post.randomKey ??= drawRandomKey()
  }

  @beforeSave()
  static keepImageFlag(post: Post) {
    post.hasImages = Boolean(post.imageA || post.imageB || post.imageC || post.imageD)
  }
}
