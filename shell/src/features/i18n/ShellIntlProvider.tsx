import { fallbackLanguage, IntlProvider, useLanguage } from '@dilemma/design-system'
import { useMemo, useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'
import { messagesFor } from './messageCatalog'
import type { MessageCatalogStore } from './messageCatalog'

export function ShellIntlProvider({ catalog, children }: { catalog: MessageCatalogStore; children: ReactNode }) {
  const { language } = useLanguage()
  const catalogs = useSyncExternalStore(catalog.subscribe, catalog.getSnapshot)
  const messages = useMemo(() => messagesFor(catalogs, language), [catalogs, language])
  return (
    <IntlProvider locale={language} defaultLocale={fallbackLanguage} messages={messages}>
      {children}
    </IntlProvider>
  )
}
