import { LANGUAGES, type Language } from '@dilemma/api-client'

export type { Language }

/** The interface languages, in the order the language menu lists them. */
export const supportedLanguages = LANGUAGES

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value)
}

/** Language names are shown in their own language, so they are never translated. */
export const languageNames: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  tr: 'Türkçe',
}
