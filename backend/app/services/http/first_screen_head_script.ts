import { createHash } from 'node:crypto'
import { COOKIES } from '@dilemma/contract/cookies'
import { LANGUAGES } from '@dilemma/contract/languages'

/**
 * A page with a first screen starts with one inline script, before its stylesheet, allowed by
 * the Content-Security-Policy through its hash. It does two things while the parser waits:
 *
 * - **A stored language the server could not see.** A choice stored in this browser
 *   (`dilemma.language`, app-runtime's `detectLanguage` reads it first) but not in the
 *   `dilemma_language` cookie (a choice made before the cookie existed, or a cookie that ran out)
 *   gets a page in the server's guess. The script writes the cookie and loads the page again before
 *   anything is painted, so the reader never sees the wrong language. Once per language and tab
 *   (session storage), so a page that ignores the cookie (the service worker's offline copy) cannot
 *   loop; where cookies are refused, the take-over switches to the stored language instead.
 * - **ICU's first load.** A browser's first `Intl` call loads ICU's data and finds the system's
 *   time zone: ~30 ms on this machine, work that cannot be split and that the app's start would
 *   otherwise make part of a long task after the first paint.
 */
const STORED_LANGUAGE_CHECK = [
  'try{',
  `var s=localStorage.getItem('dilemma.language'),h=document.documentElement,c='${COOKIES.language}='+s;`,
  `if(/^(${LANGUAGES.join('|')})$/.test(s)&&s!==h.lang&&sessionStorage.getItem('dilemma.languageReload')!==s){`,
  "document.cookie=c+'; path=/; max-age=31536000; samesite=lax';",
  "if((';'+document.cookie.replace(/ /g,'')+';').indexOf(';'+c+';')>=0){",
  "sessionStorage.setItem('dilemma.languageReload',s);h.style.visibility='hidden';location.reload()}}",
  '}catch(e){}',
].join('')

const INTL_WARM_UP = 'new Intl.DateTimeFormat(document.documentElement.lang).resolvedOptions()'

const FIRST_SCREEN_HEAD_SCRIPT = `${STORED_LANGUAGE_CHECK};${INTL_WARM_UP}`

export const firstScreenHeadScriptTag = `<script>${FIRST_SCREEN_HEAD_SCRIPT}</script>`

export const firstScreenHeadScriptSource = `'sha256-${createHash('sha256').update(FIRST_SCREEN_HEAD_SCRIPT).digest('base64')}'`
