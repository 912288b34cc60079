import { performance } from 'node:perf_hooks'
import { WATCHED_WORD_LANGUAGES, WatchedWordsMatcher, type WatchedWordEntry } from '#rules/watched_words'
import { median } from '#bench/figures'

/** `count` entries across the languages: plain words, `*` stems and two-word phrases. */
function benchEntries(count: number): WatchedWordEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const word = index % 5 === 0 ? `stem${index}*` : index % 7 === 0 ? `two words${index}` : `word${index}`
    return {
      id: index + 1,
      word,
      language: WATCHED_WORD_LANGUAGES[index % WATCHED_WORD_LANGUAGES.length]!,
      action: 'block',
    }
  })
}

/** The fields of a poll as long as its limits allow (title, description, four options, three tags). */
const POLL_FIELDS = [
  'Should I take the Sofortkredit for the smartwatch, or wait?'.padEnd(100, ' x'),
  'Lorem ipsum dolor sit amet, İstanbul’da ırkçılık yok, consectetur adipiscing elit. '.repeat(12).slice(0, 1000),
  'Take it now',
  'Wait a month',
  'Ask the bank',
  'Ask my parents',
  'money',
  'gadgets',
  'kredit',
]

/**
 * The cost of checking one poll's texts against a list of `entries` watched words, in µs: the
 * median over `checks` checks of the compiled matcher (the HTTP server compiles it once per change).
 */
export function watchedWordsCheckMicros(entries = 2000, checks = 2000): { compileMs: number; checkMicros: number } {
  const started = performance.now()
  const matcher = new WatchedWordsMatcher(benchEntries(entries))
  const compileMs = performance.now() - started
  const times: number[] = []
  for (let round = 0; round < checks; round++) {
    const before = performance.now()
    for (const text of POLL_FIELDS) matcher.match(text)
    times.push((performance.now() - before) * 1000)
  }
  return { compileMs, checkMicros: median(times) }
}
