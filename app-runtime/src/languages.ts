export const supportedLanguages = ['de', 'en', 'tr'] as const

export type Language = (typeof supportedLanguages)[number]

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value)
}

/** Language names are shown in their own language, so they are never translated. */
export const languageNames: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  tr: 'Türkçe',
}
