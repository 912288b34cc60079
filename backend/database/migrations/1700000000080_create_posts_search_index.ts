import DilemmaSchema from '#database/dilemma_schema'
import { MYSQL_FULL_TEXT_INDEX, SQLITE_FULL_TEXT_INDEX, SQLITE_FULL_TEXT_TRIGGERS } from '#database/full_text_index'

/**
 * Full-text search over posts(title, description): an FTS5 external-content table kept in sync
 * by triggers on SQLite, a FULLTEXT index on MySQL/MariaDB.
 */
export default class extends DilemmaSchema {
  async up() {
    if (this.isMysql) this.schema.raw(MYSQL_FULL_TEXT_INDEX)
    if (this.isSqlite) for (const statement of SQLITE_FULL_TEXT_INDEX) this.schema.raw(statement)
  }

  async down() {
    if (this.isMysql) {
      this.schema.raw('ALTER TABLE posts DROP INDEX posts_title_description_fulltext')
      return
    }
    if (!this.isSqlite) return
    for (const trigger of SQLITE_FULL_TEXT_TRIGGERS) {
      this.schema.raw(`DROP TRIGGER IF EXISTS ${trigger}`)
    }
    this.schema.raw('DROP TABLE IF EXISTS posts_fts')
  }
}
