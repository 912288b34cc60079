/*
 * Search over title and description through post_search_words (the words of rules/search_words.ts
 * with each post's random_key). Every word of the search must match a word of the post as a
 * prefix. A search has a plan: its rarest word, when it matches at most RARE_WORD_MATCHES words
 * of posts, names the candidates (read from the (word, random_key, post_id) index and sorted: a
 * bounded set); otherwise every word is a check on each post the order walks past, and a page
 * ends after a few dozen posts, as the word is common. Neither reads every match.
 */
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Post from '#models/post'
import { MIN_WORD_LENGTH, searchWordsOf } from '#rules/search_words'

export const MIN_SEARCH_LENGTH = MIN_WORD_LENGTH

/** Above this many matching words a search word is common: the order's walk finds a page soon. */
export const RARE_WORD_MATCHES = 2_000

export interface SearchPlan {
  words: string[]
  /** The word whose matches name the candidates; none when every word is common. */
  rareWord?: string
}

/** SQL matching the words of posts that start with `word`, by dialect (an index range on both). */
function prefixMatch(column: string): string {
  return db.connection().dialect.name === 'mysql' ? `${column} LIKE ?` : `${column} GLOB ?`
}
const prefixPattern = (word: string) => (db.connection().dialect.name === 'mysql' ? `${word}%` : `${word}*`)

/** How many words of posts start with `word`, counted up to RARE_WORD_MATCHES + 1. */
async function matchesUpToLimit(word: string): Promise<number> {
  const [row] = await db
    .from(
      db
        .from('post_search_words')
        .whereRaw(prefixMatch('word'), [prefixPattern(word)])
        .select(db.raw('1'))
        .limit(RARE_WORD_MATCHES + 1)
        .as('matches'),
    )
    .count('* as count')
  return Number(row?.count ?? 0)
}

/** The plan of a search for `text` (letters and digits only reach the SQL: no wildcard escapes). */
export async function searchPlanOf(text: string): Promise<SearchPlan> {
  const words = searchWordsOf(text)
  if (words.length === 0) return { words }
  const counts = await Promise.all(words.map(matchesUpToLimit))
  const fewest = Math.min(...counts)
  return fewest > RARE_WORD_MATCHES ? { words } : { words, rareWord: words[counts.indexOf(fewest)] }
}

/** The plan of a search box's text; none below MIN_SEARCH_LENGTH characters (no search). */
export async function searchPlanOfText(text: string | undefined): Promise<SearchPlan | undefined> {
  const trimmed = text?.trim() ?? ''
  return trimmed.length >= MIN_SEARCH_LENGTH ? searchPlanOf(trimmed) : undefined
}

/**
 * The plan a total is counted with: a count reads every match, so its candidates come from the
 * word index (a common word's per-poll check would read every poll: 7.2 s against 1.2 s for
 * "coffee" at a million polls).
 */
export function countingPlanOf(plan: SearchPlan): SearchPlan {
  return { ...plan, rareWord: plan.rareWord ?? plan.words[0] }
}

/** Restricts `query` to posts matching the plan; nothing matches a search without words. */
export function whereMatchesSearch(query: ModelQueryBuilderContract<typeof Post>, plan: SearchPlan) {
  if (plan.words.length === 0) return query.whereRaw('1 = 0')
  for (const word of plan.words) {
    if (word === plan.rareWord) {
      query.whereRaw(`posts.id IN (SELECT post_id FROM post_search_words WHERE ${prefixMatch('word')})`, [
        prefixPattern(word),
      ])
    } else {
      // A scalar subquery, not EXISTS: MariaDB would turn EXISTS into a semi-join that reads
      // every match of the word first.
      query.whereRaw(
        `(SELECT 1 FROM post_search_words AS words WHERE words.post_id = posts.id AND ${prefixMatch('words.word')} LIMIT 1) IS NOT NULL`,
        [prefixPattern(word)],
      )
    }
  }
  return query
}
