import { isLanguage } from '../languages'
import type { Language } from '../languages'

export const languageStorageKey = 'dilemma.language'
export const fallbackLanguage: Language = 'de'

export interface LanguageSources {
  stored: string | null
  browserLanguages: readonly string[]
  documentLanguage: string
}

/** "de-AT" → "de"; anything unsupported → undefined. */
function toLanguage(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0]
  return isLanguage(primary) ? primary : undefined
}

/** Detection order: the stored choice, then the browser's languages, then `<html lang>`, then German. */
export function detectLanguage({ stored, browserLanguages, documentLanguage }: LanguageSources): Language {
  if (isLanguage(stored)) return stored
  for (const tag of browserLanguages) {
    const language = toLanguage(tag)
    if (language) return language
  }
  return toLanguage(documentLanguage) ?? fallbackLanguage
}

export function readLanguageSources(): LanguageSources {
  return {
    stored: window.localStorage.getItem(languageStorageKey),
    browserLanguages: window.navigator.languages ?? [window.navigator.language],
    documentLanguage: document.documentElement.lang,
  }
}
