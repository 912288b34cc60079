import { createContext, startTransition, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { useLanguage } from '../app-context/LanguageContext'
import { fallbackLanguage } from '../app-context/detectLanguage'
import type { MessageCatalogStore, ShownMessages } from './messageCatalog'

/**
 * The catalog, and the messages the IntlProvider holds in the same render, for features that add
 * their own messages (useFeatureMessages): a screen renders once its messages are in `shown`. It
 * changes in the transition that brings new messages, so the screens waiting for them render in
 * that same interruptible render (a store read with useSyncExternalStore would render them again
 * synchronously after the commit, in one long task).
 */
export interface ShownMessagesContextValue {
  catalog: MessageCatalogStore
  shown: ShownMessages | null
}

export const MessageCatalogContext = createContext<ShownMessagesContextValue | null>(null)

export interface CatalogIntlProviderProps {
  /** The page's one catalog, for the provider's life. */
  catalog: MessageCatalogStore
  /** Shown when no language loads at all (design-system's NoTextsNotice), so never from a catalog. */
  unavailable: ReactNode
  /** The IANA time zone dates are shown in; the browser's when not given. */
  timeZone?: string
  children: ReactNode
}

/**
 * react-intl with the catalog's messages of the current language. Renders nothing until the first
 * language has loaded; on a switch it keeps the old language on screen until the new one arrives.
 * New messages reach the screen in a transition: every text of the page renders again then, and
 * React may split that work instead of blocking the page for its whole length (a remote's or a
 * screen's messages arrive while the first page loads).
 * If a language cannot be loaded the choice returns to the language on screen (German when none
 * is yet); if no language loads at all, `unavailable` is shown.
 */
export function CatalogIntlProvider({ catalog, unavailable, timeZone, children }: CatalogIntlProviderProps) {
  const { language, setLanguage } = useLanguage()
  const [shown, setShown] = useState(catalog.getSnapshot)
  const [failed, setFailed] = useState(false)
  const onScreen = useMemo(() => ({ catalog, shown }), [catalog, shown])

  useEffect(() => {
    const update = () => startTransition(() => setShown(catalog.getSnapshot()))
    update()
    return catalog.subscribe(update)
  }, [catalog])

  useEffect(() => {
    catalog.show(language).catch((error: unknown) => {
      console.error(error)
      const onScreen = catalog.getSnapshot()?.language
      if (onScreen) setLanguage(onScreen)
      else if (language !== fallbackLanguage) setLanguage(fallbackLanguage)
      else setFailed(true)
    })
  }, [catalog, language, setLanguage])

  if (!shown) {
    return failed ? unavailable : null
  }
  return (
    <MessageCatalogContext.Provider value={onScreen}>
      <IntlProvider
        locale={shown.language}
        defaultLocale={fallbackLanguage}
        messages={shown.messages}
        timeZone={timeZone}
      >
        {children}
      </IntlProvider>
    </MessageCatalogContext.Provider>
  )
}
