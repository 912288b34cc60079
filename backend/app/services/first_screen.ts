/*
 * The server's first screen (issue 27, docs/decisions.md): for a guest's page load of a public
 * page, the shell's index.html carries that page's first screen, rendered in the reader's language
 * by the app's own components (the shell's build `shell/dist-first-screen/renderFirstScreen.js`,
 * beside `shell/dist`). The app renders into its hidden `#root` and takes the page over once it
 * shows the same screen. Without that build (a copied dist, a development checkout) the page is
 * sent as before.
 */
import { randomInt } from 'node:crypto'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { listFeed } from '#actions/posts/list_feed'
import { planTable } from '#services/payments/plan_table'
import { pickLanguage, type Language } from '#services/languages'
import { SESSION_MARKER_COOKIE } from '#services/session_marker'
import { ACCESS_COOKIE } from '#services/session_tokens'

/** The stored language choice (design-system `storeLanguageCookie`). */
export const LANGUAGE_COOKIE = 'dilemma_language'

/** Public pages rendered for guests; `/feed` with its first page of polls, `/premium` with its plans. */
const FIRST_SCREEN_PATHS = new Set([
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/feed',
  '/premium',
  '/faq',
  '/terms',
  '/privacy',
  '/impressum',
])

/** The largest seed of the feed's random order (the feed validator's range, the app's session seed). */
const MAX_FEED_SEED = 2 ** 31 - 1
/** The app's feed page size (member-app FEED_PAGE_SIZE). */
const FEED_PAGE_SIZE = 10

interface FeedFirstPage {
  seed: number
  firstPage: unknown
}

/** What a screen shows of the server's data (shell `FirstScreenAnswers`). */
interface FirstScreenAnswers {
  feed?: FeedFirstPage
  plans?: unknown
}

interface FirstScreenModule {
  renderFirstScreen(request: {
    url: string
    language: Language
    answers?: FirstScreenAnswers
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

/** A guest: no session cookie and no session marker (the app would ask for her session). */
function isGuest({ request }: HttpContext): boolean {
  const cookies = request.cookiesList()
  return cookies[ACCESS_COOKIE] === undefined && cookies[SESSION_MARKER_COOKIE] === undefined
}

/** Whether this page load gets a first screen: a guest's, of a public page or the not-found page. */
export function wantsFirstScreen(ctx: HttpContext, path: string, isKnownRoute: boolean): boolean {
  return isGuest(ctx) && (!isKnownRoute || FIRST_SCREEN_PATHS.has(path))
}

/**
 * A guest's `/feed` without a selection: the first page of polls exactly as `GET /posts` answers
 * the app (a guest's view: no votes, likes or saves of anyone), in a random order of a new seed.
 */
export async function feedFirstPage(url: string): Promise<FeedFirstPage | undefined> {
  if (url !== '/feed') return undefined
  const seed = randomInt(1, MAX_FEED_SEED)
  const page = await listFeed({ page: 1, limit: FEED_PAGE_SIZE, activeOnly: true, sort: 'random', seed }, null)
  return { seed, firstPage: JSON.parse(JSON.stringify(page)) }
}

/** The server's data the page's first screen shows, as the API answers it to a guest. */
async function answersFor(url: string): Promise<FirstScreenAnswers> {
  if (url === '/premium') return { plans: JSON.parse(JSON.stringify(planTable())) }
  return { feed: await feedFirstPage(url) }
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
 * `template` (the shell's index.html) with the first screen of `url` in `#first-screen` and the
 * app's `#root` hidden beside it; the template unchanged when there is none. The app's preloads
 * move from the head into `<template id="after-first-paint">`, which the app adds to the head once
 * the first screen is painted (`shell/vite/federationAfterFirstPaint.ts`, `shell/src/main.tsx`):
 * nothing but the stylesheet, the font and the federation's start is fetched before the first paint. A page that fails
 * to render is logged and sent without one: the app renders it as before.
 */
export async function withFirstScreen(
  template: string,
  shellDirectory: string,
  url: string,
  language: Language,
): Promise<{ html: string; rendered: boolean }> {
  const module = await firstScreenModule(shellDirectory)
  if (!module || !template.includes('<div id="root"></div>')) return { html: template, rendered: false }
  try {
    const screen = await module.renderFirstScreen({ url, language, answers: await answersFor(url) })
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
      html: template.replace(appPreloads, '').replace('<div id="root"></div>', () => markup),
      rendered: true,
    }
  } catch (error) {
    logger.error({ err: error, url }, 'the first screen could not be rendered')
    return { html: template, rendered: false }
  }
}
