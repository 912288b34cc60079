import type * as Wire from '@dilemma/contract'
import WatchedWord from '#models/watched_word'
import { watchedWordsMatcher } from '#services/moderation/watched_words'

/** An entry as the console and the CLI read it. */
export function watchedWordOf(entry: WatchedWord): Wire.WatchedWord {
  return {
    id: entry.id,
    word: entry.word,
    language: entry.language,
    action: entry.action,
    created_at: entry.createdAt.toUTC().toISO()!,
  }
}

/** GET /admin/watched-words: the whole list, alphabetically. */
export async function listWatchedWords(): Promise<Wire.WatchedWord[]> {
  const entries = await WatchedWord.query().orderBy('word').orderBy('language')
  return entries.map(watchedWordOf)
}

/** POST /admin/watched-words/test: what a text would match, and why (the entry). */
export async function testWatchedWords(text: string): Promise<Wire.WatchedWordTestResult['matches']> {
  const matcher = await watchedWordsMatcher()
  return matcher.match(text).map(({ entry, text: matched }) => ({
    matched,
    entry: { id: entry.id, word: entry.word, language: entry.language, action: entry.action },
  }))
}
