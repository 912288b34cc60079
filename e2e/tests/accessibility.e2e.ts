import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import {
  countByImpact,
  describeViolations,
  expectNoSeriousViolations,
  IMPACTS,
  renderSkippedContent,
  type Impact,
} from '../src/axe.js'
import { openPage, useBrowser } from '../src/browser.js'
import { logInAs } from '../src/demoMembers.js'
import { LANGUAGE_COOKIE, sessionCookiesOf } from '../src/firstScreen.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()
// Members no other e2e test uses: one only reads, the other opens (and cancels) a vote dialog.
const reader = 'member18@dilemma.local'
const voter = 'member19@dilemma.local'
const admin = 'admin@dilemma.local'

/** The content pages, each ready once the server's site facts have filled it. */
const CONTENT_PAGES: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/faq', ready: (page) => page.getByRole('button', { name: 'What do the plans cost?' }) },
  { path: '/terms', ready: (page) => page.getByText(/^Last updated: /) },
  { path: '/privacy', ready: (page) => page.getByText(/^Last updated: /) },
  { path: '/impressum', ready: (page) => page.getByRole('heading', { name: /Haftung für Links/ }) },
]

/** The member's own profile tabs (member-app/src/features/profile/lib/profileTabs.ts). */
const PROFILE_TABS = ['posts', 'saved', 'voted', 'account'] as const
/** The admin console's tabs (admin-app/src/app/adminTabs.ts). */
const ADMIN_TABS = ['reports', 'users', 'popups', 'tags', 'posts', 'aiStats', 'aiGenerator', 'audit'] as const

/** Per page: violating nodes by impact, printed as one table after the file. */
const violationCounts: Record<string, Record<Impact, number>> = {}

afterAll(() => {
  const rows = Object.entries(violationCounts).map(([page, counts]) => ({ page, ...counts }))
  console.log('axe-core WCAG 2 A/AA violations (nodes) per page:')
  console.table(rows, ['page', ...IMPACTS])
})

/** Runs axe once `ready` is on screen; records the counts and fails on serious or critical ones. */
async function check(page: Page, label: string, ready: Locator) {
  await ready.waitFor()
  try {
    const violations = await expectNoSeriousViolations(page, label)
    violationCounts[label] = countByImpact(violations)
    if (violations.length > 0) console.log(`${label}: minor/moderate violations:\n${describeViolations(violations)}`)
  } catch (error) {
    violationCounts[label] = { critical: -1, serious: -1, moderate: -1, minor: -1 }
    throw error
  }
}

/** Every visible heading of level 1: each main page has one once its screen has loaded. */
const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first()

describe('accessibility (axe-core, WCAG 2 A/AA): no serious or critical violations', () => {
  it('guest pages', async () => {
    const { context, page } = await openPage(browser())
    const pages: { path: string; ready: (page: Page) => Locator }[] = [
      { path: '/', ready: mainHeading },
      { path: '/feed', ready: (page) => page.getByRole('article').first() },
      { path: '/login', ready: (page) => page.getByRole('button', { name: 'Log in', exact: true }) },
      { path: '/register', ready: mainHeading },
      { path: '/forgot-password', ready: mainHeading },
      { path: '/reset-password?token=x', ready: mainHeading },
      { path: '/premium', ready: (page) => page.getByRole('article', { name: 'Pro' }) },
      ...CONTENT_PAGES,
    ]
    for (const { path, ready } of pages) {
      await page.goto(`${baseUrl}${path}`)
      await check(page, `guest ${path}`, ready(page))
    }
    await context.close()
  })

  it('the feed, a poll and a public profile as a member; the vote confirm dialog', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, voter)
    const firstCard = page.getByRole('article').first()
    await check(page, 'member /feed', firstCard)

    const voteButton = page.getByRole('button', { name: / – vote$/ }).first()
    await voteButton.click()
    const confirm = page.getByRole('dialog', { name: 'Confirm your vote' })
    await check(page, 'member /feed, vote dialog', confirm.getByRole('button', { name: 'Vote', exact: true }))
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })

    const pollPath = await firstCard.locator('a[href^="/post/"]').first().getAttribute('href')
    expect(pollPath).toMatch(/^\/post\/\d+$/)
    const authorPath = await page.locator('main a[href^="/user/"]').first().getAttribute('href')
    expect(authorPath).toMatch(/^\/user\/\d+$/)

    await page.goto(`${baseUrl}${pollPath}`)
    await check(page, 'member /post/:id', page.getByRole('heading', { level: 1 }))
    await page.goto(`${baseUrl}${authorPath}`)
    await check(page, 'member /user/:id', page.getByRole('heading', { level: 1 }))
    await context.close()
  })

  it('the own profile tabs, the plans and the payment page as a member', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, reader)
    for (const tab of PROFILE_TABS) {
      await page.goto(`${baseUrl}/profile?tab=${tab}`)
      const panel = page.getByRole('tabpanel')
      await panel.waitFor()
      // A list tab shows cards or its empty note; the account tab its forms.
      await check(page, `member /profile?tab=${tab}`, panel.locator('article, p, form').first())
    }
    await page.goto(`${baseUrl}/premium`)
    await check(page, 'member /premium', page.getByRole('article', { name: 'Pro' }))
    await page.goto(`${baseUrl}/payment?plan=pro`)
    await check(page, 'member /payment?plan=pro', page.getByText('Demo payment'))
    await context.close()
  })

  it('every admin console tab', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, admin)
    for (const tab of ADMIN_TABS) {
      await page.goto(`${baseUrl}/madmin?tab=${tab}`)
      const panel = page.getByRole('tabpanel')
      await check(page, `admin /madmin?tab=${tab}`, panel.locator('table, form, p, h2, h3').first())
    }
    await context.close()
  })
})

/** Per language: the texts that open and name what is scanned on a 390 px phone. */
const PHONE_SCANS = {
  de: { badgesButton: 'Meine Abzeichen', addPost: 'Frage stellen' },
  en: { badgesButton: 'My badges', addPost: 'Ask a question' },
  tr: { badgesButton: 'Rozetlerim', addPost: 'Soru sor' },
} as const

describe('a member’s phone in every language: no serious or critical violations', () => {
  for (const [language, texts] of Object.entries(PHONE_SCANS)) {
    it(`/feed, the add-post modal and the badges modal at 390 px, ${language}`, async () => {
      const { context, page } = await openPage(browser(), { viewport: { width: 390, height: 844 } })
      await logInAs(page, reader)
      // As the switcher stores a choice: local storage, and the cookie the first screen follows.
      await page.evaluate((chosen) => {
        window.localStorage.setItem('dilemma.language', chosen)
        document.cookie = `dilemma_language=${chosen}; path=/`
      }, language)

      await page.goto(`${baseUrl}/feed`)
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language)
      await check(page, `${language} 390 px /feed`, page.getByRole('article').first())

      // A free member's add-post modal, with its locked Pro fields.
      await page.goto(`${baseUrl}/feed?compose=1`)
      const addPost = page.getByRole('dialog', { name: texts.addPost })
      await check(page, `${language} 390 px add-post modal`, addPost.locator('[data-locked]').last())

      await page.goto(`${baseUrl}/profile?tab=account`)
      await page.getByRole('button', { name: texts.badgesButton, exact: true }).click()
      const badges = page.getByRole('dialog', { name: texts.badgesButton })
      await check(page, `${language} 390 px badges modal`, badges.locator('[data-badge-id]').first())
      await context.close()
    })
  }
})

/**
 * Every control of the page's poll cards smaller than 24 × 24 px (WCAG 2.5.8 without leaning on
 * the spacing exception): `root` is the server's first screen or the app's. Links inside a
 * sentence (2.5.8's inline exception) are not the cards' own: a card has none.
 */
function undersizedCardControls(page: Page, root: string): Promise<string[]> {
  return page.evaluate(
    (root) =>
      Array.from(document.querySelectorAll(`${root} article :is(a[href], button, input, select, textarea)`))
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
        .map(
          ({ control, box }) =>
            `${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 30)}" ${box.width.toFixed(1)}×${box.height.toFixed(1)}`,
        ),
    root,
  )
}

describe('a poll card’s controls on a phone', () => {
  it('are each at least 24 × 24 px at 390 px, on the server’s first screen and in the app, in German and Turkish', async () => {
    const phone = { width: 390, height: 844 }
    const { context, page } = await openPage(browser(), { viewport: phone })
    await logInAs(page, reader)
    // Her first screen as the server sends it: the same cookies, no script to take it over.
    const firstScreen = await browser().newContext({ viewport: phone, javaScriptEnabled: false })
    const undersized: string[] = []
    for (const language of ['de', 'tr']) {
      // As the switcher stores a choice: local storage, and the cookie the first screen follows.
      await page.evaluate((chosen) => {
        window.localStorage.setItem('dilemma.language', chosen)
        document.cookie = `dilemma_language=${chosen}; path=/`
      }, language)
      // Her session's cookies and the choice itself: the cookie as `page` holds it may still be the
      // last language's (once, under load, a first screen came in German after the switch to Turkish).
      const session = await sessionCookiesOf(context, baseUrl)
      await firstScreen.addCookies([...session, { name: LANGUAGE_COOKIE, value: language, url: baseUrl }])
      const serverPage = await firstScreen.newPage()
      await serverPage.goto(`${baseUrl}/feed`)
      await serverPage.locator('#first-screen article').first().waitFor()
      expect(await serverPage.evaluate(() => document.documentElement.lang)).toBe(language)
      await renderSkippedContent(serverPage)
      for (const control of await undersizedCardControls(serverPage, '#first-screen'))
        undersized.push(`${language} first screen: ${control}`)
      await serverPage.close()

      await page.goto(`${baseUrl}/feed`)
      await page.locator('#first-screen').waitFor({ state: 'detached' })
      await page.locator('#root article').first().waitFor()
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language)
      await renderSkippedContent(page)
      for (const control of await undersizedCardControls(page, '#root')) undersized.push(`${language} app: ${control}`)
    }
    expect(undersized).toEqual([])
    await firstScreen.close()
    await context.close()
  })
})

/** Browser locales that make the app start in each of its languages. */
const LANGUAGES = { en: 'en-US', de: 'de-DE', tr: 'tr-TR' } as const
const OVERFLOW_PAGES: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/', ready: mainHeading },
  { path: '/feed', ready: (page) => page.getByRole('article').first() },
  { path: '/login', ready: (page) => page.locator('form button[type="submit"]') },
  { path: '/premium', ready: (page) => page.getByRole('article').nth(1) },
]

describe('no horizontal overflow on narrow phones', () => {
  for (const width of [390, 320]) {
    for (const [language, locale] of Object.entries(LANGUAGES)) {
      it(`${width} px, ${language}`, async () => {
        const { context, page } = await openPage(browser(), { locale, viewport: { width, height: 800 } })
        const overflowing: string[] = []
        for (const { path, ready } of OVERFLOW_PAGES) {
          await page.goto(`${baseUrl}${path}`)
          await ready(page).waitFor()
          // Widths are judged in the app's own font, once it has arrived (the fallback is wider).
          await page.evaluate(async () => {
            await document.fonts.ready
          })
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language)
          const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
            // The elements reaching past the right edge, to name in the failure.
            culprits: Array.from(document.querySelectorAll('body *'))
              .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
              .slice(0, 5)
              .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`),
          }))
          if (scrollWidth > innerWidth)
            overflowing.push(`${path}: ${scrollWidth} > ${innerWidth} (${culprits.join(', ')})`)
        }
        expect(overflowing).toEqual([])
        await context.close()
      })
    }
  }
})
