/*
 * The server's first screen: a guest's public page comes with its first screen in the
 * HTML, in her language, and the app takes it over without a change on screen (a member's pages:
 * first_screen_member.e2e.ts).
 */
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import {
  LANGUAGES,
  LANGUAGE_COOKIE,
  LOCALES,
  firstScreenQueriesOf,
  firstScreenTextOf,
  expectNoLayoutShift,
  messages,
  takeOverOf,
  watchTakeOver,
  type Language,
} from '../src/firstScreen.js'

const baseUrl = inject('baseUrl')
/** A demo category the feed's sidebar shows, in two languages (design-system's categoryNames). */
const CATEGORY_NAMES = { de: 'Erziehung', en: 'Parenting' }
const browser = useBrowser()

/** The apps' own texts, from their catalogues: what each first screen must say in each language. */
function firstScreenTexts(language: Language): Record<string, string[]> {
  const member = messages('member-app/src/i18n', language)
  const auth = messages('member-app/src/features/auth/i18n', language)
  const feed = messages('member-app/src/features/feed/i18n', language)
  const premium = messages('member-app/src/features/premium/i18n', language)
  const shell = messages('shell/src/i18n', language)
  return {
    '/': [member['member.landing.hero.title']!, member['member.landing.hero.subtitle']!],
    '/login': [auth['member.login.title']!, auth['member.login.intro']!],
    '/feed': [feed['member.feed.title']!, feed['member.feed.filters.title']!],
    '/premium': [premium['member.premium.title']!, premium['member.premium.subtitle']!],
    '/no-such-page': [shell['shell.notFound.title']!],
  }
}

interface FeedAnswers {
  seed: number
  titles: string[]
}

/** The poll titles and seed of the first page the server sent with `/feed`. */
function feedAnswersOf(html: string): FeedAnswers {
  const queries = firstScreenQueriesOf(html)
  const seed = queries.find(([key]) => key.includes('first-screen-seed'))![1] as number
  const feed = queries.find(([key]) => key[1] === 'feed')![1] as { pages: { posts: { title: string }[] }[] }
  return { seed, titles: feed.pages[0]!.posts.map((post) => post.title) }
}

/** The clock the server sent with a first screen: the time zone its dates are in. */
const clockOf = (html: string) => firstScreenQueriesOf(html).find(([key]) => key.includes('clock'))?.[1]

const fetchPage = (path: string, language: Language) =>
  fetch(`${baseUrl}${path}`, { headers: { 'accept-language': `${LOCALES[language]},${language};q=0.9` } })

describe('the first screen in the HTML', () => {
  it.each(LANGUAGES)("in %s: each page's first-screen text is in the HTML the server sends", async (language) => {
    for (const [path, texts] of Object.entries(firstScreenTexts(language))) {
      const response = await fetchPage(path, language)
      const html = await response.text()
      expect(response.status).toBe(path === '/no-such-page' ? 404 : 200)
      expect(html).toContain(`<html lang="${language}"`)
      const text = firstScreenTextOf(html)
      for (const expected of texts) expect(text, `${path} in ${language}`).toContain(expected)
      expect(response.headers.get('cache-control')).toBe('private, no-cache')
    }
  })

  it("the stored language choice wins over the browser's", async () => {
    const response = await fetch(`${baseUrl}/login`, {
      headers: { 'accept-language': 'de-DE,de;q=0.9', cookie: `${LANGUAGE_COOKIE}=tr` },
    })
    const html = await response.text()
    expect(html).toContain('<html lang="tr"')
    expect(firstScreenTextOf(html)).toContain(firstScreenTexts('tr')['/login']![1])
  })

  it("a guest's /feed carries its first page of polls, the page GET /posts answers for its seed", async () => {
    const html = await (await fetchPage('/feed', 'en')).text()
    const { seed, titles } = feedAnswersOf(html)
    expect(titles.length).toBeGreaterThan(0)
    const text = firstScreenTextOf(html)
    for (const title of titles) expect(text).toContain(title)
    const api = await fetch(`${baseUrl}/api/posts?limit=10&activeOnly=true&sort=random&seed=${seed}&page=1`)
    const { posts } = (await api.json()) as { posts: { title: string }[] }
    expect(posts.map((post) => post.title)).toEqual(titles)
  })

  it('a session only the app can read (the marker without an access cookie) gets no first screen', async () => {
    const response = await fetch(`${baseUrl}/feed`, { headers: { cookie: 'dilemma_signed_in=1' } })
    const html = await response.text()
    expect(html).not.toContain('id="first-screen"')
    expect(html).toContain('<div id="root"></div>')
    // Her page starts the app at once: its files are preloaded from the head.
    expect(html.split('</head>')[0]).toContain('rel="modulepreload" crossorigin fetchpriority="low"')
  })

  it("a first screen's page fetches the app's files after its first paint, then takes over", async () => {
    const html = await (await fetchPage('/', 'en')).text()
    const [head = '', body = ''] = html.split('</head>')
    expect(head).not.toContain('fetchpriority="low"')
    expect(body).toMatch(/<template id="after-first-paint">(<link rel="modulepreload"[^>]*>)+<\/template>/)
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/`)
    await page.locator('#first-screen').waitFor({ state: 'detached' })
    expect(
      await page.locator('head link[rel="modulepreload"][fetchpriority="low"][href^="/assets/bootstrap-"]').count(),
    ).toBe(1)
    // The app itself starts after the first paint: its start module is asked for after it.
    const started = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      bootstrap: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/bootstrap-[\w-]+\.js$/.test(entry.name))?.startTime,
    }))
    expect(started.bootstrap).toBeGreaterThanOrEqual(started.paint)
    await context.close()
  })
})

describe('the app takes the first screen over', () => {
  it.each(LANGUAGES)(
    'in %s: same text, no console error or warning, no layout shift, no second fetch of what came with the page',
    async (language) => {
      const { context, page } = await openPage(browser(), { locale: LOCALES[language] })
      const problems: string[] = []
      page.on('console', (message) => {
        // The not-found page's own 404 is the one failed load expected.
        if (message.location().url.endsWith('/no-such-page')) return
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
      })
      // What came with the pages: `/feed`'s first page of polls and its sidebar, `/premium`'s plans.
      const cameWithPages = ['/api/posts', '/api/tags/popular', '/api/tags/categories/popular', '/api/plans']
      const refetches: string[] = []
      page.on('request', (request) => {
        if (cameWithPages.includes(new URL(request.url()).pathname)) refetches.push(request.url())
      })
      await watchTakeOver(page)
      for (const [path, texts] of Object.entries(firstScreenTexts(language))) {
        await page.goto(`${baseUrl}${path}`)
        const { before, after } = await takeOverOf(page)
        expect(before, `${path} in ${language}`).toContain(texts[0])
        expect(after, `${path} in ${language}`).toBe(before)
        expect(await page.locator('#root').isHidden()).toBe(false)
        await expectNoLayoutShift(page, `${path} in ${language}`)
      }
      expect(refetches, 'the answers came with the pages').toEqual([])
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it("a reader in another time zone: the take-over keeps the first screen's dates; her next ones are in hers", async () => {
    // UTC+13 in November: polls created in the afternoon (UTC) carry the next day's date there.
    const timeZone = 'Pacific/Auckland'
    const { context, page } = await openPage(browser(), { timezoneId: timeZone })
    await watchTakeOver(page)
    const first = await page.goto(`${baseUrl}/feed`)
    expect(clockOf(await first!.text())).toMatchObject({ timeZone: 'UTC' })
    const { before, after } = await takeOverOf(page)
    expect(after).toBe(before)

    // The app tells the server her time zone once it has taken the page over: the next first screen
    // shows its dates in it.
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'dilemma_time_zone')?.value)
      .toBe(timeZone)
    const next = await page.goto(`${baseUrl}/feed`)
    expect(clockOf(await next!.text())).toMatchObject({ timeZone })
    const nextTakeOver = await takeOverOf(page)
    expect(nextTakeOver.after).toBe(nextTakeOver.before)
    await context.close()
  })

  it("a language stored in the browser without its cookie wins over the server's guess, and no page in the guess is painted", async () => {
    const { context, page } = await openPage(browser(), { locale: 'en-US' })
    // A German choice stored before the language cookie existed; each document notes the
    // language of any page it painted.
    await context.addInitScript(() => {
      window.localStorage.setItem('dilemma.language', 'de')
      new PerformanceObserver(() => {
        const painted = JSON.parse(window.sessionStorage.getItem('painted') ?? '[]') as string[]
        window.sessionStorage.setItem('painted', JSON.stringify([...painted, document.documentElement.lang]))
      }).observe({ type: 'paint', buffered: true })
    })
    await watchTakeOver(page)
    await page.goto(`${baseUrl}/feed`)
    const { before, after } = await takeOverOf(page)
    const german = firstScreenTexts('de')['/feed']!
    expect(before).toContain(german[0])
    expect(after).toBe(before)
    expect(after).toContain(CATEGORY_NAMES.de)
    expect(after).not.toContain(CATEGORY_NAMES.en)
    expect(await page.evaluate(() => window.sessionStorage.getItem('painted'))).not.toContain('"en"')
    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('de')
    await context.close()
  })

  it('without JavaScript, /feed shows its polls and /login its form', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: 'en-US' })
    const page = await context.newPage()
    const response = await page.goto(`${baseUrl}/feed`)
    const { titles } = feedAnswersOf(await response!.text())
    await expect.poll(() => page.getByText(titles[0]!, { exact: true }).first().isVisible()).toBe(true)
    await page.goto(`${baseUrl}/login`)
    expect(await page.getByLabel('Username or e-mail').isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: 'Log in', level: 1 }).isVisible()).toBe(true)
    await context.close()
  })
})
