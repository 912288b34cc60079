import { createMessageCatalog, messagesLoader } from '@dilemma/app-runtime'
import type { MessageCatalogStore } from '@dilemma/app-runtime'

const loadShellMessages = messagesLoader({
  de: () => import('../../i18n/de.json'),
  en: () => import('../../i18n/en.json'),
  tr: () => import('../../i18n/tr.json'),
})

/** The shell's messages plus those of every remote loaded so far; remotes arrive at run time. */
export function createShellMessageCatalog(): MessageCatalogStore {
  return createMessageCatalog([loadShellMessages])
}
