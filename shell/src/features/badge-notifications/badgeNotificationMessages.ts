import { messagesLoader } from '@dilemma/app-runtime'

/** The notification texts, loaded with the notifications' code when the first new badge arrives. */
export const badgeNotificationMessages = messagesLoader({
  de: () => import('./i18n/de.json'),
  en: () => import('./i18n/en.json'),
  tr: () => import('./i18n/tr.json'),
})
