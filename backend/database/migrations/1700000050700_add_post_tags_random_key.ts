import DilemmaSchema from '#database/dilemma_schema'

/**
 * A tag's link carries its post's `random_key` (drawn once, at the post's creation, never
 * changed), so the random feed of one tag reads its page from (tag_id, random_key, post_id)
 * instead of collecting every post of the tag and sorting them by key. Links are written with
 * the key (services/posts/post_tag_links.ts); the existing ones copy it here.
 */
export default class extends DilemmaSchema {
  async up() {
    this.schema.alterTable('post_tags', (table) => {
      table.integer('random_key').unsigned().notNullable().defaultTo(0)
    })
    this.schema.raw(
      'UPDATE post_tags SET random_key = (SELECT posts.random_key FROM posts WHERE posts.id = post_tags.post_id)',
    )
    this.schema.alterTable('post_tags', (table) => {
      table.index(['tag_id', 'random_key', 'post_id'], 'post_tags_tag_id_random_key_index')
    })
  }

  async down() {
    this.schema.alterTable('post_tags', (table) => {
      table.dropIndex(['tag_id', 'random_key', 'post_id'], 'post_tags_tag_id_random_key_index')
      table.dropColumn('random_key')
    })
  }
}
