import { messagesLoader } from '@dilemma/app-runtime'

/** Each language is its own chunk: only the languages on screen are loaded. */
export const loadAdminMessages = messagesLoader({
  de: () => import('./de.json'),
  en: () => import('./en.json'),
  tr: () => import('./tr.json'),
})
