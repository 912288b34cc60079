import { LANGUAGES, type Language } from '@dilemma/contract/languages'

export { LANGUAGES, type Language }

/** German is the fallback (docs/adr/0033-messages-and-languages.md). */
export const FALLBACK_LANGUAGE: Language = 'de'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/**
 * The language to write to someone in: the one asked for, else the first supported language of
 * an Accept-Language header, else German.
 */
export function pickLanguage(requested: string | null | undefined, acceptLanguage?: string | null): Language {
  if (isLanguage(requested)) return requested
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().slice(0, 2).toLowerCase())
    .find(isLanguage)
  return preferred ?? FALLBACK_LANGUAGE
}
