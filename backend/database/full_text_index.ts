/**
 * The full-text index search used before post_search_words: an FTS5 external-content table kept
 * in sync by triggers on SQLite, a FULLTEXT index on MySQL/MariaDB. Created by the migration that
 * introduced search and again by the rollback of the one that replaced it.
 */
export const MYSQL_FULL_TEXT_INDEX =
  'ALTER TABLE posts ADD FULLTEXT INDEX posts_title_description_fulltext (title, description)'

export const SQLITE_FULL_TEXT_INDEX = [
  `CREATE VIRTUAL TABLE posts_fts USING fts5(title, description, content='posts', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
  `CREATE TRIGGER posts_fts_after_insert AFTER INSERT ON posts BEGIN
    INSERT INTO posts_fts(rowid, title, description) VALUES (new.id, new.title, new.description);
  END`,
  `CREATE TRIGGER posts_fts_after_delete AFTER DELETE ON posts BEGIN
    INSERT INTO posts_fts(posts_fts, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
  END`,
  `CREATE TRIGGER posts_fts_after_update AFTER UPDATE OF title, description ON posts BEGIN
    INSERT INTO posts_fts(posts_fts, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
    INSERT INTO posts_fts(rowid, title, description) VALUES (new.id, new.title, new.description);
  END`,
]

export const SQLITE_FULL_TEXT_TRIGGERS = ['posts_fts_after_insert', 'posts_fts_after_delete', 'posts_fts_after_update']
