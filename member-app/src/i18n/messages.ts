import { messagesLoader } from '@dilemma/design-system'

/** Each language is its own chunk: the shell loads only the languages on screen. */
export const loadMemberMessages = messagesLoader({
  de: () => import('./catalogs/de'),
  en: () => import('./catalogs/en'),
  tr: () => import('./catalogs/tr'),
})
