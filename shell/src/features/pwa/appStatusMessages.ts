import { messagesLoader } from '@dilemma/app-runtime'

/** The offline and "new version" notices' texts, loaded with the notices (precached for offline use). */
export const appStatusMessages = messagesLoader({
  de: () => import('./i18n/de.json'),
  en: () => import('./i18n/en.json'),
  tr: () => import('./i18n/tr.json'),
})
