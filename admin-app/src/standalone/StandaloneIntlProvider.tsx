import { fallbackLanguage, IntlProvider, useLanguage } from '@dilemma/design-system'
import type { ReactNode } from 'react'
import { adminMessages } from '../i18n/messages'

/** Without the shell only the admin texts exist; German fills any gap, as in the shell. */
export function StandaloneIntlProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage()
  const messages = { ...adminMessages[fallbackLanguage], ...adminMessages[language] }
  return (
    <IntlProvider locale={language} defaultLocale={fallbackLanguage} messages={messages}>
      {children}
    </IntlProvider>
  )
}
