/*
 * The server's first screen (docs/adr/0026-first-screen-take-over.md): for a guest's page load of a
 * public page, and a signed-in member's of her feed, her profile, a poll or a public profile, the
 * shell's index.html carries that page's first screen, rendered in the reader's language by the
 * app's own components (the shell's build `shell/dist-first-screen/renderFirstScreen.js`, beside
 * `shell/dist`). The app renders into its hidden `#root` and takes the page over once it shows the
 * same screen. Without that build (a copied dist, a development checkout) the page is sent as
 * before.
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import type User from '#models/user'
import { CookieSessionGuard } from '#guards/cookie_session_guard'
import type { FirstScreenAnswers } from '@dilemma/contract'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'
import { answersFor, pageWithIdOf, sessionUserAnswer } from '#queries/first_screen/first_screen_answers'
import { pickLanguage, type Language } from '#services/i18n/languages'
import { SESSION_MARKER_COOKIE } from '#services/accounts/session_marker'
import { ACCESS_COOKIE } from '#services/accounts/session_tokens'
import { firstScreenHeadScriptTag } from '#services/http/first_screen_head_script'
import { COOKIES } from '@dilemma/contract/cookies'

/** The stored language choice (app-runtime `storeLanguageCookie`). */
export const LANGUAGE_COOKIE = COOKIES.language

/** The cookie notice accepted (shell `cookie-consent/cookieConsent.ts`): the first screen leaves it out. */
export const COOKIE_CONSENT_COOKIE = COOKIES.consent

/** The reader's time zone (app-runtime `storeTimeZoneCookie`): her first screen's dates are in it. */
export const TIME_ZONE_COOKIE = COOKIES.timeZone

/** The time zone a cookie names, if the server knows it by that IANA name (`Europe/Berlin`); else UTC. */
export function readerTimeZone(cookie: unknown): string {
  if (typeof cookie !== 'string' || cookie.length > 64) return 'UTC'
  try {
    return new Intl.DateTimeFormat('en', { timeZone: cookie }).resolvedOptions().timeZone
  } catch {
    return 'UTC'
  }
}

/** Public pages rendered for guests (and `/user/{id}`); `/feed` with its polls, `/premium` with its plans. */
const GUEST_PATHS = new Set<string>([
  CLIENT_PATHS.landing,
  CLIENT_PATHS.login,
  CLIENT_PATHS.register,
  CLIENT_PATHS.forgotPassword,
  CLIENT_PATHS.feed,
  CLIENT_PATHS.premium,
  CLIENT_PATHS.faq,
  CLIENT_PATHS.terms,
  CLIENT_PATHS.privacy,
  CLIENT_PATHS.impressum,
])

/** A member's own pages rendered for her (and `/post/{id}`, `/user/{id}`). */
const MEMBER_PATHS = new Set<string>([CLIENT_PATHS.feed, CLIENT_PATHS.profile])

interface FirstScreenModule {
  renderFirstScreen(request: {
    url: string
    language: Language
    answers?: FirstScreenAnswers
    /** `GET /users/me`'s user; none for a guest. */
    user?: unknown
    /** Whether the reader accepted the cookie notice; the screen shows it when not. */
    cookieNoticeAccepted?: boolean
    /** The reader's IANA time zone, which the screen's dates are in. */
    timeZone?: string
  }): Promise<{ html: string; queries: unknown[] } | null>
}

const loadedModules = new Map<string, Promise<FirstScreenModule | null>>()

/** The shell's server build, imported once per shell folder; null when it is not there. */
function firstScreenModule(shellDirectory: string): Promise<FirstScreenModule | null> {
  let loaded = loadedModules.get(shellDirectory)
  if (!loaded) {
    const file = join(dirname(shellDirectory), 'dist-first-screen', 'renderFirstScreen.js')
    loaded = existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<FirstScreenModule>).catch((error: unknown) => {
          logger.error({ err: error }, 'the first screen build could not be loaded')
          return null
        })
      : Promise.resolve(null)
    loadedModules.set(shellDirectory, loaded)
  }
  return loaded
}

/** The reader's language: her stored choice, else her browser's (Accept-Language), else German. */
export function readerLanguage({ request }: HttpContext): Language {
  return pickLanguage(request.cookiesList()[LANGUAGE_COOKIE], request.header('accept-language'))
}

/** Who a first screen is rendered for: a guest (`user` null) or the signed-in member. */
export interface FirstScreenReader {
  user: User | null
  /** She accepted the cookie notice (its cookie): it is not in her first screen. */
  cookieNoticeAccepted: boolean
  /** Her time zone (its cookie), UTC before the app has stored it: the screen's dates are in it. */
  timeZone: string
}

/**
 * The reader of this page load when it gets a first screen, else null. A guest (no session cookie,
 * no session marker) gets the public pages, `/user/{id}` and the not-found page; a member whose
 * access cookie is valid gets her feed, her profile, `/post/{id}` and `/user/{id}`. A session that
 * cannot be read here (an expired access cookie, which only the app can refresh; a marker alone)
 * gets none: the app asks for it as before.
 */
export async function firstScreenReader(
  ctx: HttpContext,
  path: string,
  isKnownRoute: boolean,
): Promise<FirstScreenReader | null> {
  const cookies = ctx.request.cookiesList()
  const cookieNoticeAccepted = cookies[COOKIE_CONSENT_COOKIE] === 'accepted'
  const timeZone = readerTimeZone(cookies[TIME_ZONE_COOKIE])
  const withId = pageWithIdOf(path)
  if (cookies[ACCESS_COOKIE] === undefined) {
    const guestPage = !isKnownRoute || GUEST_PATHS.has(path) || withId?.kind === 'user'
    return cookies[SESSION_MARKER_COOKIE] === undefined && guestPage
      ? { user: null, cookieNoticeAccepted, timeZone }
      : null
  }
  if (!MEMBER_PATHS.has(path) && !withId) return null
  const guard = new CookieSessionGuard(ctx)
  try {
    return (await guard.check()) ? { user: guard.getUserOrFail(), cookieNoticeAccepted, timeZone } : null
  } catch (error) {
    logger.error({ err: error }, "the first screen could not read the member's session")
    return null
  }
}

/**
 * JSON inside a `<script type="application/json">`: `<`, `>` and `&` as escapes, so that no text
 * of a poll (`</script>…`) can end the element or start markup.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** The shell's low-priority `modulepreload`s (`shell/vite/firstPagePreloads.ts`): the app's code. */
const appPreloads = /<link rel="modulepreload" crossorigin fetchpriority="low" href="[^"]*">\s*/g

/**
 * `template` (the shell's index.html) with the first screen of `url` for `reader` in
 * `#first-screen` and the app's `#root` hidden beside it; the template unchanged when there is
 * none. The app's preloads move from the head into `<template id="after-first-paint">`, which the
 * app adds to the head once the first screen is painted (`shell/src/main.tsx`): nothing but the
 * stylesheet, the font and the app's small start script is fetched before the first paint. The
 * head starts with its inline script (first_screen_head_script.ts). A page that fails to render is logged and
 * sent without one: the app renders it as before.
 */
export async function withFirstScreen(
  template: string,
  shellDirectory: string,
  url: string,
  language: Language,
  { user, cookieNoticeAccepted, timeZone }: FirstScreenReader,
): Promise<{ html: string; rendered: boolean }> {
  const module = await firstScreenModule(shellDirectory)
  if (!module || !template.includes('<div id="root"></div>')) return { html: template, rendered: false }
  try {
    const answers = await answersFor(url, user)
    if (!answers) return { html: template, rendered: false }
    const screen = await module.renderFirstScreen({
      url,
      language,
      answers,
      user: user ? sessionUserAnswer(user) : undefined,
      cookieNoticeAccepted,
      timeZone,
    })
    if (!screen) return { html: template, rendered: false }
    const data =
      screen.queries.length > 0
        ? `<script type="application/json" id="first-screen-data">${jsonForScript(screen.queries)}</script>`
        : ''
    // Inert until the app takes over: nothing on it can be typed into or pressed and then be lost.
    const preloads =
      template
        .match(appPreloads)
        ?.map((tag) => tag.trim())
        .join('') ?? ''
    const deferred = preloads && `<template id="after-first-paint">${preloads}</template>`
    const markup = `<div id="first-screen" inert>${screen.html}</div>${data}<div id="root" hidden></div>${deferred}`
    return {
      html: template
        .replace('<head>', () => `<head>${firstScreenHeadScriptTag}`)
        .replace(appPreloads, '')
        .replace('<div id="root"></div>', () => markup),
      rendered: true,
    }
  } catch (error) {
    logger.error({ err: error, url }, 'the first screen could not be rendered')
    return { html: template, rendered: false }
  }
}
