import { isLanguage, useIntl } from '@dilemma/design-system'
import type { Language } from '@dilemma/design-system'

/** The page's language, sent with calls whose mails the server writes in it. */
export function useCurrentLanguage(): Language | undefined {
  const { locale } = useIntl()
  return isLanguage(locale) ? locale : undefined
}
