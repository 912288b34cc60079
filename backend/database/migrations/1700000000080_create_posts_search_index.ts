import DilemmaSchema from '#database/dilemma_schema'

/**
 * Full-text search over posts(title, description): an FTS5 external-content table kept in sync
 * by triggers on SQLite, a FULLTEXT index on MySQL/MariaDB.
 */
export default class extends DilemmaSchema {
  async up() {
    if (this.isMysql) {
      this.schema.raw('ALTER TABLE posts ADD FULLTEXT INDEX posts_title_description_fulltext (title, description)')
      return
    }
    if (!this.isSqlite) return

    this.schema.raw(
      `CREATE VIRTUAL TABLE posts_fts USING fts5(title, description, content='posts', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
    )
    this.schema.raw(`CREATE TRIGGER posts_fts_after_insert AFTER INSERT ON posts BEGIN
      INSERT INTO posts_fts(rowid, title, description) VALUES (new.id, new.title, new.description);
    END`)
    this.schema.raw(`CREATE TRIGGER posts_fts_after_delete AFTER DELETE ON posts BEGIN
      INSERT INTO posts_fts(posts_fts, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
    END`)
    this.schema.raw(`CREATE TRIGGER posts_fts_after_update AFTER UPDATE OF title, description ON posts BEGIN
      INSERT INTO posts_fts(posts_fts, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
      INSERT INTO posts_fts(rowid, title, description) VALUES (new.id, new.title, new.description);
    END`)
  }

  async down() {
    if (this.isMysql) {
      this.schema.raw('ALTER TABLE posts DROP INDEX posts_title_description_fulltext')
      return
    }
    if (!this.isSqlite) return
    for (const trigger of ['posts_fts_after_insert', 'posts_fts_after_delete', 'posts_fts_after_update']) {
      this.schema.raw(`DROP TRIGGER IF EXISTS ${trigger}`)
    }
    this.schema.raw('DROP TABLE IF EXISTS posts_fts')
  }
}
