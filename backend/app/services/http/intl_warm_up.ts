import { createHash } from 'node:crypto'

/**
 * A page with a first screen starts with this inline script, before its stylesheet (issue 27). A
 * browser's first `Intl` call loads ICU's data and finds the system's time zone: ~30 ms on this
 * machine, one piece of work that cannot be split, which the app's start made part of a long task
 * after the first paint (react-intl's set-up and the time-zone cookie). Run while the parser waits
 * for the stylesheet, it delays nothing. The Content-Security-Policy allows it by its hash.
 */
const INTL_WARM_UP = 'new Intl.DateTimeFormat(document.documentElement.lang).resolvedOptions()'

export const intlWarmUpTag = `<script>${INTL_WARM_UP}</script>`

export const intlWarmUpScriptSource = `'sha256-${createHash('sha256').update(INTL_WARM_UP).digest('base64')}'`
