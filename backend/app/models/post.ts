import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import {
  afterCreate,
  BaseModel,
  beforeCreate,
  beforeSave,
  beforeUpdate,
  belongsTo,
  column,
  manyToMany,
} from '@adonisjs/lucid/orm'
import type { BelongsTo, ManyToMany } from '@adonisjs/lucid/types/relations'
import { booleanColumn } from '#models/column_types'
import User from '#models/user'
import Tag from '#models/tag'
import { drawRandomKey } from '#rules/feed_random_key'
import { postSearchWordsOf } from '#rules/search_words'
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

  @afterCreate()
  static writeFirstSearchWords(post: Post) {
    return Post.writeSearchWords(post, { isNew: true })
  }

  /** Before the row, in the same transaction if there is one: $dirty is gone after the save. */
  @beforeUpdate()
  static rewriteSearchWords(post: Post) {
    if ('title' in post.$dirty || 'description' in post.$dirty) return Post.writeSearchWords(post)
  }

  /**
   * The post's words for search, with its random_key (a common word's results are read in feed
   * order from the (word, random_key) index), in the post's transaction if it has one. Every
   * save of a title or description writes them; a write that bypasses the model (a conditional
   * UPDATE) calls this itself.
   */
  static async writeSearchWords(post: Post, { isNew = false } = {}) {
    const client = post.$trx ?? db
    const randomKey =
      post.randomKey ?? (await client.from('posts').where('id', post.id).select('random_key').first())?.random_key
    const rows = postSearchWordsOf(post).map((word) => ({ word, post_id: post.id, random_key: randomKey }))
    const insert = (writer: typeof client) =>
      rows.length > 0 ? writer.table('post_search_words').multiInsert(rows) : undefined
    // A new post has no words to replace: no DELETE, whose gap locks make concurrent creations deadlock.
    if (isNew) return insert(client)
    return client.transaction(async (trx) => {
      await trx.from('post_search_words').where('post_id', post.id).delete()
      await insert(trx)
    })
  }
}
