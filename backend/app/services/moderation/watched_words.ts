import WatchedWord from '#models/watched_word'
import { SharedCache } from '#services/cache/shared_cache'
import { WatchedWordsMatcher, type WatchedWordMatch } from '#rules/watched_words'
import { ApiException } from '#exceptions/api_exception'

/**
 * The compiled matcher of the whole list, built on first use after a change; a change forgets it
 * in every process (the shared cache's invalidation), so each rebuilds it once.
 */
const compiled = new SharedCache<'list', WatchedWordsMatcher>({
  name: 'watched_words',
  ttlMs: 10 * 60_000,
  maxEntries: 1,
})

export async function watchedWordsMatcher(): Promise<WatchedWordsMatcher> {
  const known = compiled.get('list')
  if (known) return known
  const entries = await WatchedWord.query().select('id', 'word', 'language', 'action')
  const matcher = new WatchedWordsMatcher(entries)
  compiled.set('list', matcher)
  return matcher
}

/** After any change of the list. */
export function forgetWatchedWords(): Promise<void> {
  return compiled.delete('list')
}

/** The fields of a text to check, by the API's field names. */
export type CheckedFields = Record<string, string | null | undefined>

/** What the fields contain, field by field. */
export async function watchedWordsIn(fields: CheckedFields): Promise<{ field: string; match: WatchedWordMatch }[]> {
  const matcher = await watchedWordsMatcher()
  return Object.entries(fields).flatMap(([field, text]) =>
    text ? matcher.match(text).map((match) => ({ field, match })) : [],
  )
}

/** A watched word found in a field of a text. */
export interface FieldMatch {
  field: string
  word: string
}

/** What a poll's texts call for beyond a refusal: the entry that holds it (the first), and those that flag it. */
export interface Screening {
  hold: FieldMatch | null
  flags: FieldMatch[]
}

/**
 * Refuses the texts when a field contains a blocked word: 422 WATCHED_WORD naming the field and
 * the rule, nothing saved. Only `block` applies to usernames and bios (an account cannot await
 * review, and the report queue is of polls).
 */
export async function refuseBlockedWords(fields: CheckedFields): Promise<void> {
  await screenTexts(fields)
}

/** Refuses blocked words (refuseBlockedWords), then says what holds or flags a poll's texts. */
export async function screenTexts(fields: CheckedFields): Promise<Screening> {
  const found = await watchedWordsIn(fields)
  const blocked = found.filter(({ match }) => match.entry.action === 'block')
  if (blocked.length > 0) {
    const message = (word: string) => `This text contains a blocked word (“${word}”).`
    throw new ApiException(422, 'WATCHED_WORD', message(blocked[0]!.match.entry.word), {
      errors: blocked.map(({ field, match }) => ({ field, rule: 'watched_word', message: message(match.entry.word) })),
      details: { field: blocked[0]!.field, word: blocked[0]!.match.entry.word },
    })
  }
  const of = (action: 'hold' | 'flag') =>
    found
      .filter(({ match }) => match.entry.action === action)
      .map(({ field, match }) => ({ field, word: match.entry.word }))
  return { hold: of('hold')[0] ?? null, flags: of('flag') }
}
