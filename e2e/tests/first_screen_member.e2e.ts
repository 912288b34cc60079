/*
 * A signed-in member's first screen: her feed, her profile, a poll and a public profile
 * come from the server in the HTML, with her own data, in her language, never stored; the app
 * takes them over without a change on screen and without fetching what came with the page.
 */
import type { Cookie } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { logInAs } from '../src/demoMembers.js'
import {
  LANGUAGES,
  LANGUAGE_COOKIE,
  LOCALES,
  sessionCookiesOf,
  firstScreenQueriesOf,
  firstScreenTextOf,
  expectNoLayoutShift,
  messages,
  takeOverOf,
  watchTakeOver,
  type Language,
} from '../src/firstScreen.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()

// She only logs in and reads here; mobile_header.e2e.ts only logs her in too.
const member = { username: 'member16', email: 'member16@dilemma.local' }

interface Card {
  id: number
  user_id: number
  username: string
  title: string
}

/** Her session's cookies (the stored language choice left out: each test names its own). */
let sessionCookies: Cookie[] = []
/** A poll of her feed's first page, and its author, whose public profile she opens. */
let poll: Card

const cookieHeader = (language: Language) =>
  [...sessionCookies.map(({ name, value }) => `${name}=${value}`), `${LANGUAGE_COOKIE}=${language}`].join('; ')

/** Her page `path` as the server sends it to her in `language` (the stored choice), without JavaScript. */
async function fetchHers(path: string, language: Language) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie: cookieHeader(language) } })
  return { response, html: await response.text() }
}

/** The first-screen texts of her pages in `language`, from the apps' catalogues and the data. */
function memberTexts(language: Language): Record<string, string[]> {
  const feed = messages('member-app/src/features/feed/i18n', language)
  const profile = messages('member-app/src/features/profile/i18n', language)
  const posts = messages('member-app/src/features/posts/i18n', language)
  return {
    '/feed': [feed['member.feed.title']!, feed['member.feed.filters.title']!],
    '/profile': [member.username, profile['member.profile.tab.posts']!, profile['member.profile.tab.voted']!],
    [`/post/${poll.id}`]: [posts['member.posts.detail.backToFeed']!, poll.title],
    [`/user/${poll.user_id}`]: [poll.username],
  }
}

/** The polls of the feed's first page that came with `html`. */
function feedPageOf(html: string): Card[] {
  const feed = firstScreenQueriesOf(html).find(([key]) => key[1] === 'feed')![1] as { pages: { posts: Card[] }[] }
  return feed.pages[0]!.posts
}

beforeAll(async () => {
  const { context, page } = await openPage(browser())
  await logInAs(page, member.email)
  sessionCookies = await sessionCookiesOf(context, baseUrl)
  await context.close()
  poll = feedPageOf((await fetchHers('/feed', 'en')).html)[0]!
})

describe("a member's first screen in the HTML", () => {
  it.each(LANGUAGES)('in %s: her pages come with their first-screen text, never stored', async (language) => {
    for (const [path, texts] of Object.entries(memberTexts(language))) {
      const { response, html } = await fetchHers(path, language)
      expect(response.status).toBe(200)
      expect(html).toContain(`<html lang="${language}"`)
      const text = firstScreenTextOf(html)
      for (const expected of texts) expect(text, `${path} in ${language}`).toContain(expected)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })

  it('her /feed shows the first page of polls it carries', async () => {
    const { html } = await fetchHers('/feed', 'en')
    const titles = feedPageOf(html).map((card) => card.title)
    expect(titles.length).toBeGreaterThan(0)
    const text = firstScreenTextOf(html)
    for (const title of titles) expect(text).toContain(title)
  })

  it('her page carries her user and her own feed; a guest asking for the same never gets them', async () => {
    const { html } = await fetchHers('/feed', 'en')
    const user = firstScreenQueriesOf(html).find(([key]) => key[1] === 'session-user')![1] as { username: string }
    expect(user.username).toBe(member.username)
    const guest = await (await fetch(`${baseUrl}/feed`)).text()
    expect(guest).not.toContain(member.email)
    expect(firstScreenQueriesOf(guest).some(([key]) => key[1] === 'session-user')).toBe(false)
  })
})

describe("the app takes a member's first screen over", () => {
  it.each(LANGUAGES)(
    'in %s: same text, no console error or warning, no layout shift, no second fetch of what came with the page',
    async (language) => {
      const { context, page } = await openPage(browser(), { locale: LOCALES[language] })
      await context.addCookies(sessionCookies)
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
      })
      // What came with the pages: her session and notices, the feed's first page and sidebar, her
      // polls, the poll, the profile.
      const refetched = [
        /^\/api\/users\/(me|notices)$/,
        /^\/api\/posts$/,
        /^\/api\/tags\/(categories\/)?popular$/,
        /^\/api\/posts\/\d+$/,
        /^\/api\/posts\/(user|public-voted)\/\d+$/,
        /^\/api\/users\/\d+\/public-profile$/,
      ]
      const refetches: string[] = []
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (refetched.some((pattern) => pattern.test(pathname))) refetches.push(request.url())
      })
      await watchTakeOver(page)
      for (const [path, texts] of Object.entries(memberTexts(language))) {
        await page.goto(`${baseUrl}${path}`)
        const { before, after } = await takeOverOf(page)
        for (const expected of texts) expect(before, `${path} in ${language}`).toContain(expected)
        expect(after, `${path} in ${language}`).toBe(before)
        await expectNoLayoutShift(page, `${path} in ${language}`)
      }
      expect(refetches, 'the answers came with the pages').toEqual([])
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('her notices come with the page: neither the shell’s poll-ended list nor the feed’s notices ask again', async () => {
    const { context, page } = await openPage(browser(), { locale: LOCALES.en })
    await context.addCookies(sessionCookies)
    const noticeRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/users/notices') noticeRequests.push(request.url())
    })
    // The shell's notifications ask for her new badges right after her notices, in the same effects.
    const badgesAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/users/badges/new')
    await watchTakeOver(page)
    await page.goto(`${baseUrl}/feed`)
    await takeOverOf(page)
    await badgesAsked
    await page.waitForLoadState('networkidle')
    expect(noticeRequests).toEqual([])
    await context.close()
  })
})
