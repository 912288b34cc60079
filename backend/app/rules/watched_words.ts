/*
 * Watched words as a person reads them (docs/adr/0048-watched-words.md): an entry matches
 * whole words only (Unicode letters, marks and digits make a word, so "smartwatch" never contains
 * "twat"), case folded for the entry's language (Turkish: İ/i and I/ı), a trailing `*` also
 * matches the word's longer forms (German compounds, Turkish suffixes: `kredit*`), and a phrase
 * matches the same words in a row. The text is cut into words once and folded once per language; each word is a
 * set lookup (plus its prefixes for `*` entries, plus the next words for phrases), so the cost
 * grows with the text, not with the list (bench/watched_words_figure.ts).
 */
import type { Language } from '@dilemma/contract'
import type { WatchedWordAction, WatchedWordLanguage } from '@dilemma/contract/moderation'

export {
  WATCHED_WORD_ACTIONS,
  WATCHED_WORD_LANGUAGES,
  type WatchedWordAction,
  type WatchedWordLanguage,
} from '@dilemma/contract/moderation'

export interface WatchedWordEntry {
  id: number
  word: string
  language: WatchedWordLanguage
  action: WatchedWordAction
}

export interface WatchedWordMatch {
  entry: WatchedWordEntry
  /** The words of the text that matched, as written. */
  text: string
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu

/**
 * Lower case as the language writes it: Turkish maps İ to i and I to ı first; German and English
 * fold as the root locale does (`toLocaleLowerCase` differs from it only for tr, az and lt, and
 * costs ten times more), and so does `all`. The text is NFC already.
 */
export function foldCase(text: string, language: WatchedWordLanguage | Language): string {
  return language === 'tr' ? text.replaceAll('İ', 'i').replaceAll('I', 'ı').toLowerCase() : text.toLowerCase()
}

interface Token {
  text: string
  start: number
  end: number
}

/** The words of an NFC text with where each stands. */
function tokensOf(text: string): Token[] {
  const tokens: Token[] = []
  for (const found of text.matchAll(WORD)) {
    tokens.push({ text: found[0], start: found.index, end: found.index + found[0].length })
  }
  return tokens
}

/** The entries of one language, by the folded words of each. */
class LanguageMatcher {
  /** Folded entry → its entry, its words joined by one space. */
  private readonly exact = new Map<string, WatchedWordEntry>()
  private readonly prefixes = new Map<string, WatchedWordEntry>()
  private longestPhrase = 1

  constructor(private readonly language: WatchedWordLanguage) {}

  add(entry: WatchedWordEntry): void {
    const starred = entry.word.trim().endsWith('*')
    const words = tokensOf(entry.word.normalize('NFC')).map((token) => foldCase(token.text, this.language))
    if (words.length === 0) return
    this.longestPhrase = Math.max(this.longestPhrase, words.length)
    const key = words.join(' ')
    ;(starred ? this.prefixes : this.exact).set(key, entry)
  }

  /** `text` is NFC; `tokens` its words. */
  match(text: string, tokens: readonly Token[], found: WatchedWordMatch[]): void {
    const folded = tokens.map((token) => foldCase(token.text, this.language))
    for (let first = 0; first < tokens.length; first++) {
      let phrase = ''
      for (let last = first; last < Math.min(tokens.length, first + this.longestPhrase); last++) {
        phrase = last === first ? folded[first]! : `${phrase} ${folded[last]}`
        const entry = this.exact.get(phrase) ?? this.prefixEntry(phrase)
        if (entry) found.push({ entry, text: text.slice(tokens[first]!.start, tokens[last]!.end) })
      }
    }
  }

  /** A `*` entry whose words begin the phrase: all but the last word whole, the last one's start. */
  private prefixEntry(phrase: string): WatchedWordEntry | undefined {
    if (this.prefixes.size === 0) return undefined
    const lastSpace = phrase.lastIndexOf(' ')
    for (let end = phrase.length; end > lastSpace + 1; end--) {
      const entry = this.prefixes.get(phrase.slice(0, end))
      if (entry) return entry
    }
    return undefined
  }
}

/** One compiled matcher per language of the list; built once per change of the list. */
export class WatchedWordsMatcher {
  private readonly byLanguage = new Map<WatchedWordLanguage, LanguageMatcher>()

  constructor(entries: readonly WatchedWordEntry[]) {
    for (const entry of entries) {
      let matcher = this.byLanguage.get(entry.language)
      if (!matcher) this.byLanguage.set(entry.language, (matcher = new LanguageMatcher(entry.language)))
      matcher.add(entry)
    }
  }

  /** Every entry the text contains (an entry once), in the order of the list's languages. */
  match(text: string): WatchedWordMatch[] {
    const found: WatchedWordMatch[] = []
    if (this.byLanguage.size === 0) return found
    const normalized = text.normalize('NFC')
    const tokens = tokensOf(normalized)
    for (const matcher of this.byLanguage.values()) matcher.match(normalized, tokens, found)
    const seen = new Set<number>()
    return found.filter(({ entry }) => !seen.has(entry.id) && seen.add(entry.id))
  }
}
