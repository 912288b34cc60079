import { isLanguage, useIntl } from '@dilemma/app-runtime'
import type { Language } from '@dilemma/app-runtime'

/** The page's language, sent with calls whose mails the server writes in it. */
export function useCurrentLanguage(): Language | undefined {
  const { locale } = useIntl()
  return isLanguage(locale) ? locale : undefined
}
