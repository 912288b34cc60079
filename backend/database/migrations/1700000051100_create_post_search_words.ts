import DilemmaSchema from '#database/dilemma_schema'
import { postSearchWordsOf } from '#rules/search_words'
import { MYSQL_FULL_TEXT_INDEX, SQLITE_FULL_TEXT_INDEX, SQLITE_FULL_TEXT_TRIGGERS } from '#database/full_text_index'

const BACKFILL_SLICE = 1_000

/**
 * Search reads its own word index instead of FULLTEXT (MySQL) and FTS5 (SQLite): a post's words
 * (rules/search_words.ts) with its random_key. A common word's feed page is then a walk of the
 * random_key order that stops after a page, and a rare word's matches are read from
 * (word, random_key, post_id) and sorted, both bounded whatever the community's size; FULLTEXT
 * and FTS5 read and sort every match. Both databases match the same words. The Post model writes
 * the words on every save of a title or description; the existing posts get theirs here.
 */
export default class extends DilemmaSchema {
  async up() {
    this.createPortableTable('post_search_words', (table) => {
      const word = table.string('word', 64).notNullable()
      // Exact bytes: folded words differ where a collation would call them equal (ı and i).
      if (this.isMysql) word.collate('utf8mb4_bin')
      table.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE')
      table.integer('random_key').unsigned().notNullable()
      table.primary(['word', 'random_key', 'post_id'])
      table.index(['post_id', 'word'], 'post_search_words_post_id_word_index')
    })
    this.defer(async (db) => {
      for (let after = 0; ;) {
        const posts = await db
          .from('posts')
          .where('id', '>', after)
          .orderBy('id')
          .limit(BACKFILL_SLICE)
          .select('id', 'title', 'description', 'random_key')
        if (posts.length === 0) break
        const rows = posts.flatMap((post) =>
          postSearchWordsOf(post).map((word) => ({ word, post_id: post.id, random_key: post.random_key })),
        )
        if (rows.length > 0) await db.table('post_search_words').multiInsert(rows)
        after = posts.at(-1)!.id
      }
    })
    if (this.isMysql) this.schema.raw('ALTER TABLE posts DROP INDEX posts_title_description_fulltext')
    if (this.isSqlite) {
      for (const trigger of SQLITE_FULL_TEXT_TRIGGERS) {
        this.schema.raw(`DROP TRIGGER IF EXISTS ${trigger}`)
      }
      this.schema.raw('DROP TABLE IF EXISTS posts_fts')
    }
  }

  async down() {
    this.schema.dropTable('post_search_words')
    if (this.isMysql) this.schema.raw(MYSQL_FULL_TEXT_INDEX)
    if (this.isSqlite) {
      const [table, ...triggers] = SQLITE_FULL_TEXT_INDEX
      this.schema.raw(table!)
      this.schema.raw(`INSERT INTO posts_fts(posts_fts) VALUES ('rebuild')`)
      for (const trigger of triggers) this.schema.raw(trigger)
    }
  }
}
