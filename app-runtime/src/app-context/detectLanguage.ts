import { COOKIES } from '@dilemma/api-client'
import { isLanguage } from '../languages'
import type { Language } from '../languages'

export const languageStorageKey = 'dilemma.language'
/** The stored choice as the server sees it (backend `services/i18n/languages.ts`). */
export const LANGUAGE_COOKIE = COOKIES.language
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

/** The choice stored in this browser, if any: it wins over every other source. */
export function readStoredLanguage(): Language | undefined {
  const stored = window.localStorage.getItem(languageStorageKey)
  return isLanguage(stored) ? stored : undefined
}

export function readLanguageSources(): LanguageSources {
  return {
    stored: window.localStorage.getItem(languageStorageKey),
    browserLanguages: window.navigator.languages ?? [window.navigator.language],
    documentLanguage: document.documentElement.lang,
  }
}

/** Keeps the choice in a cookie too, so that the server renders the first screen in it (a year). */
export function storeLanguageCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`
}

/** A stored choice the cookie lacks (made before the cookie existed, or the cookie ran out) is copied to it. */
export function syncLanguageCookie(): void {
  const stored = readStoredLanguage()
  if (stored && !document.cookie.split(/;\s*/).includes(`${LANGUAGE_COOKIE}=${stored}`)) storeLanguageCookie(stored)
}
