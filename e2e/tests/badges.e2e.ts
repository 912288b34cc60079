import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminCli } from '../src/adminCli.js'
import { openPage, useBrowser } from '../src/browser.js'
import { callApiAs, logInAs } from '../src/demoMembers.js'
import { findInFeed } from '../src/feedSearch.js'
import { linkIn, waitForMailTo } from '../src/mailOutbox.js'

const baseUrl = inject('baseUrl')
const mailOutboxDir = inject('mailOutboxDir')
const cli = adminCli(baseUrl)
const browser = useBrowser()
const run = Date.now().toString(36)
// A search word only this run's poll has: the feed search finds exactly it.
const poll = { word: `badgepoll${run}`, title: `Erste Stimme? badgepoll${run}` }

beforeAll(async () => {
  await cli.run('login', '--user', 'admin@dilemma.local', '--password', 'dilemma-demo')
  const { context, page } = await openPage(browser())
  await page.goto(`${baseUrl}/`)
  const [created] = await callApiAs(page, 'premium@dilemma.local', [
    {
      method: 'POST',
      path: '/posts',
      body: {
        title: poll.title,
        description: 'Ein Test der Abzeichen.',
        option_a: 'Ja',
        option_b: 'Nein',
        vote_limit: 11,
      },
    },
  ])
  expect(created?.status).toBe(201)
  await context.close()
})

afterAll(() => cli.dispose())

/** Registers a new invited member through the mailed link; she lands on /feed signed in. */
async function registerNewMember(page: Page) {
  const email = `badges-${run}@example.test`
  const password = 'badge-journey-secret'
  await cli.run('invites', 'add', email)
  await page.goto(`${baseUrl}/register`)
  await page.getByRole('button', { name: 'Got it' }).click()
  await page.getByLabel('Your e-mail address').fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Confirm', exact: true }).click()
  await page.getByText('Email sent').waitFor()
  await page.goto(linkIn(await waitForMailTo(mailOutboxDir, email), '/register'))
  await page.getByLabel('Username').fill(`badge_${run}`)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Complete registration' }).click()
  await page.waitForURL(`${baseUrl}/feed`)
}

describe('badges', () => {
  it('a new member votes, gets the badge toast without a reload, clears it, and finds it earned in German', async () => {
    const { context, page } = await openPage(browser())
    await registerNewMember(page)

    const card = await findInFeed(page, poll)
    await card.getByRole('button', { name: 'A: Ja – vote' }).click()
    await page
      .getByRole('dialog', { name: 'Confirm your vote' })
      .getByRole('button', { name: 'Vote', exact: true })
      .click()
    await card.getByText('You have already voted. Votes cannot be changed.').waitFor()

    // The poll asks every 30 s: the toast and the notification arrive on this page, no reload.
    const toast = page.getByRole('status').filter({ hasText: 'Congratulations, you earned a badge!' })
    await toast.filter({ hasText: 'First vote' }).waitFor({ timeout: 45_000 })
    const notifications = page.getByRole('region', { name: 'Badge notifications' })
    await notifications.getByRole('button', { name: /^New badges/ }).click()
    await notifications.getByText('First vote', { exact: true }).waitFor()

    await notifications.getByRole('button', { name: 'Clear notification: First vote' }).click()
    await notifications.getByText('First vote', { exact: true }).waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'DE – Deutsch', exact: true }).filter({ visible: true }).first().click()
    await page.goto(`${baseUrl}/profile?tab=account`)
    await page.getByRole('button', { name: 'Meine Abzeichen' }).click()
    const badges = page.getByRole('dialog', { name: 'Meine Abzeichen' })
    await badges.getByRole('button', { name: /^Erste Stimme, Verdient am / }).waitFor()
    await badges.getByRole('button', { name: '50 Stimmen, Freigeschaltet ab 50, gesperrt' }).waitFor()
    await badges.getByRole('button', { name: '10 gespeichert, Freigeschaltet ab 10, gesperrt' }).waitFor()
    // Of the 42 badges she has the first vote and, perhaps, her first login.
    expect(await badges.getByRole('button', { name: /, Verdient am [^,]*$/ }).count()).toBeLessThanOrEqual(2)
    expect(await badges.getByRole('button', { name: /, gesperrt$/ }).count()).toBeGreaterThanOrEqual(40)

    await badges.getByRole('button', { name: /^Erste Stimme, Verdient am / }).click()
    await badges.getByRole('img', { name: 'Erste Stimme' }).waitFor()
    await badges.getByText('Du hast deine erste Stimme abgegeben.').waitFor()
    await badges.getByRole('button', { name: 'Schließen' }).click()

    await page.getByRole('button', { name: 'Statistiken ansehen' }).click()
    const stats = page.getByRole('dialog', { name: 'Meine Statistiken' })
    const votesGiven = stats.locator('dt', { hasText: 'Abgegebene Stimmen' })
    await votesGiven.waitFor()
    expect(await votesGiven.locator('xpath=following-sibling::dd').textContent()).toBe('1')
    expect(
      await stats.locator('dt', { hasText: 'Gestellte Fragen' }).locator('xpath=following-sibling::dd').textContent(),
    ).toBe('0')
    await context.close()
  }, 120_000)
})

/**
 * Records the name on every badge toast the page shows, in the order they appear (a toast lasts
 * only 5 s, so it is noted as it comes rather than looked for later).
 */
async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = ((window as unknown as { toastedBadges: string[] }).toastedBadges = [])
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('[role="status"]'))) {
        if (!toast.textContent?.startsWith('Congratulations, you earned a badge!')) continue
        const name = toast.querySelector('p:nth-of-type(2)')?.textContent
        if (name && !seen.includes(name)) seen.push(name)
      }
    }).observe(document, { childList: true, subtree: true })
  })
}
const toastedNames = (page: Page) =>
  page.evaluate(() => (window as unknown as { toastedBadges: string[] }).toastedBadges)

describe('a demo member back with many new badges', () => {
  it('gets the newest three toasted once; they all wait in the list, without a toast on the next page', async () => {
    const { context, page } = await openPage(browser())
    await recordToasts(context)
    // A member no other e2e test uses; the demo gives her several unseen badges.
    await logInAs(page, 'member07@dilemma.local')
    const notifications = page.getByRole('region', { name: 'Badge notifications' })
    await notifications.getByRole('button', { name: /^New badges/ }).click()
    const listed = notifications.getByRole('listitem')
    await listed.first().waitFor()
    const newestFirst = await listed.locator('p:nth-of-type(2)').allTextContents()
    expect(newestFirst.length).toBeGreaterThan(3)
    await expect.poll(() => toastedNames(page)).toHaveLength(3)
    expect(await toastedNames(page)).toEqual(newestFirst.slice(0, 3))

    // The server knows each of them was toasted: none is toasted again.
    const answer = await page.request.get(`${baseUrl}/api/users/badges/new`)
    const { newBadges } = (await answer.json()) as { newBadges: Array<{ toasted: boolean }> }
    expect(newBadges.map((badge) => badge.toasted)).toEqual(newestFirst.map(() => true))

    const markedToasted: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/mark-badge-toasted/')) markedToasted.push(request.url())
    })
    await page.reload()
    await notifications.getByRole('button', { name: `New badges (${newestFirst.length})` }).waitFor()
    expect(markedToasted).toEqual([])
    await context.close()
  })
})

/** The card buttons, in sight, whose middle the notifications' list or its button covers. */
const coveredCardButtons = (page: Page) =>
  page.evaluate(() => {
    const notifications = Array.from(document.querySelectorAll('[aria-controls], section[aria-label]')).filter(
      (element) => /badge|notification/i.test(element.getAttribute('aria-label') ?? element.textContent ?? ''),
    )
    return Array.from(document.querySelectorAll('article button'))
      .filter((button) => {
        const box = button.getBoundingClientRect()
        if (box.bottom < 0 || box.top > window.innerHeight) return false
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return notifications.some((notification) => top && notification.contains(top))
      })
      .map((button) => button.textContent)
  })

describe('the notifications on a phone', () => {
  for (const width of [390, 320]) {
    it(`at ${width} px, their button never covers a card’s actions anywhere down the feed`, async () => {
      const { context, page } = await openPage(browser(), { viewport: { width, height: 844 } })
      // Members whose badges no other e2e test looks at; the demo gives each several unseen ones.
      await logInAs(page, width === 390 ? 'member08@dilemma.local' : 'member20@dilemma.local')
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^\d+ new badges?$/ })
        .waitFor()
      await page.getByRole('article').first().waitFor()
      const covered: string[] = []
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let top = 0; top < height; top += 150) {
        await page.evaluate((y) => window.scrollTo(0, y), top)
        for (const button of await coveredCardButtons(page)) covered.push(`${top}: ${button}`)
      }
      expect(covered).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await context.close()
    })
  }
})
