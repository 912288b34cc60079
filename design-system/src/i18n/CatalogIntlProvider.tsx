import { useEffect, useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { useLanguage } from '../app-context/LanguageContext'
import { fallbackLanguage } from '../app-context/detectLanguage'
import type { MessageCatalogStore } from './messageCatalog'

/**
 * react-intl with the catalog's messages of the current language. Renders nothing until the first
 * language has loaded; on a switch it keeps the old language on screen until the new one arrives.
 */
export function CatalogIntlProvider({ catalog, children }: { catalog: MessageCatalogStore; children: ReactNode }) {
  const { language } = useLanguage()
  const shown = useSyncExternalStore(catalog.subscribe, catalog.getSnapshot)

  useEffect(() => {
    catalog.show(language).catch((error: unknown) => console.error(error))
  }, [catalog, language])

  if (!shown) return null
  return (
    <IntlProvider locale={shown.language} defaultLocale={fallbackLanguage} messages={shown.messages}>
      {children}
    </IntlProvider>
  )
}
