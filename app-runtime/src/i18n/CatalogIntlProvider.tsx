import { createContext, startTransition, useEffect, useLayoutEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { useLanguage } from '../app-context/LanguageContext'
import { fallbackLanguage } from '../app-context/detectLanguage'
import type { MessageCatalogStore, ShownMessages } from './messageCatalog'

/**
 * The catalog, and the messages the IntlProvider holds right now, for features that add their
 * own messages (useFeatureMessages): a screen renders once its messages are in `shown()`.
 * One object for the provider's life: a feature follows it with `subscribe` and renders again only
 * when its own texts' readiness changes, not with every text the page receives.
 */
export interface ShownMessagesStore {
  catalog: MessageCatalogStore
  shown: () => ShownMessages | null
  subscribe: (listener: () => void) => () => void
}

export const MessageCatalogContext = createContext<ShownMessagesStore | null>(null)

function createShownMessagesStore(catalog: MessageCatalogStore, initial: ShownMessages | null) {
  let current = initial
  const listeners = new Set<() => void>()
  const store: ShownMessagesStore = {
    catalog,
    shown: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const show = (next: ShownMessages | null) => {
    if (next === current) return
    current = next
    for (const listener of listeners) listener()
  }
  return { store, show }
}

export interface CatalogIntlProviderProps {
  /** The page's one catalog, for the provider's life. */
  catalog: MessageCatalogStore
  /** Shown when no language loads at all (design-system's NoTextsNotice), so never from a catalog. */
  unavailable: ReactNode
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
export function CatalogIntlProvider({ catalog, unavailable, children }: CatalogIntlProviderProps) {
  const { language, setLanguage } = useLanguage()
  const [shown, setShown] = useState(catalog.getSnapshot)
  const [failed, setFailed] = useState(false)
  const [{ store, show }] = useState(() => createShownMessagesStore(catalog, shown))

  useEffect(() => {
    const update = () => startTransition(() => setShown(catalog.getSnapshot()))
    update()
    return catalog.subscribe(update)
  }, [catalog])
  // Once the IntlProvider holds them (before the browser paints): the features waiting for them render.
  useLayoutEffect(() => show(shown), [show, shown])

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
    <MessageCatalogContext.Provider value={store}>
      <IntlProvider locale={shown.language} defaultLocale={fallbackLanguage} messages={shown.messages}>
        {children}
      </IntlProvider>
    </MessageCatalogContext.Provider>
  )
}
