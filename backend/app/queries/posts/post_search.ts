/*
 * Full-text search over title and description through the index the schema provides:
 * FTS5 (posts_fts) on SQLite, FULLTEXT in boolean mode on MySQL/MariaDB. Every word must
 * match, as a prefix.
 */
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Post from '#models/post'

export const MIN_SEARCH_LENGTH = 3
/** InnoDB does not index words shorter than innodb_ft_min_token_size (3 by default). */
const MYSQL_MIN_WORD_LENGTH = 3

export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

/** `"word"*` per word: FTS5 ANDs them; quoting keeps FTS5 operators out. */
export function toFts5Query(text: string): string {
  return searchWords(text)
    .map((word) => `"${word}"*`)
    .join(' ')
}

/** `+word*` per indexable word for MATCH … AGAINST (… IN BOOLEAN MODE). */
export function toBooleanModeQuery(text: string): string {
  return searchWords(text)
    .filter((word) => word.length >= MYSQL_MIN_WORD_LENGTH)
    .map((word) => `+${word}*`)
    .join(' ')
}

/** Restricts `query` to posts matching `text`; nothing matches a text without searchable words. */
export function whereMatchesSearch(query: ModelQueryBuilderContract<typeof Post>, text: string, dialect: string) {
  const match = dialect === 'mysql' ? toBooleanModeQuery(text) : toFts5Query(text)
  if (!match) return query.whereRaw('1 = 0')
  if (dialect === 'mysql')
    return query.whereRaw('MATCH (posts.title, posts.description) AGAINST (? IN BOOLEAN MODE)', [match])
  return query.whereRaw('posts.id IN (SELECT rowid FROM posts_fts WHERE posts_fts MATCH ?)', [match])
}
