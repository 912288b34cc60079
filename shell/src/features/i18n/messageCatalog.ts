import type { Language } from '@dilemma/design-system'
import de from '../../i18n/de.json'
import en from '../../i18n/en.json'
import tr from '../../i18n/tr.json'
import type { MessageCatalog } from '../remotes/remoteContract'

export type Catalogs = Record<Language, MessageCatalog>

export const shellMessages: Catalogs = { de, en, tr }

/** The shell's messages plus those of every remote loaded so far; remotes arrive at run time. */
export function createMessageCatalog(initial: Catalogs = shellMessages) {
  let catalogs = initial
  const listeners = new Set<() => void>()

  return {
    getSnapshot: (): Catalogs => catalogs,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    add(extra: Catalogs): void {
      catalogs = {
        de: { ...catalogs.de, ...extra.de },
        en: { ...catalogs.en, ...extra.en },
        tr: { ...catalogs.tr, ...extra.tr },
      }
      for (const listener of listeners) listener()
    },
  }
}

export type MessageCatalogStore = ReturnType<typeof createMessageCatalog>

/** German is the fallback: a text missing in the current language is shown in German. */
export function messagesFor(catalogs: Catalogs, language: Language): MessageCatalog {
  return language === 'de' ? catalogs.de : { ...catalogs.de, ...catalogs[language] }
}
