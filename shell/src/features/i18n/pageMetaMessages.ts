import { messagesLoader } from '@dilemma/app-runtime'

/**
 * The titles and descriptions of every page but the landing page (`shell.meta.<page>.*`), loaded
 * the first time the shell shows such a page. The landing page's stay in the first page's messages
 * (shell/src/i18n). On a page loaded directly the server has written its texts into the HTML already.
 */
export const pageMetaMessages = messagesLoader({
  de: () => import('./page-meta/de.json'),
  en: () => import('./page-meta/en.json'),
  tr: () => import('./page-meta/tr.json'),
})
