import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { callApiAs, demoPassword, logInAs } from '../src/demoMembers.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()
// A member no other e2e test votes with.
const member = 'member17@dilemma.local'
const pollTitle = `Tastatur oder Maus ${Date.now().toString(36)}?`
/** Three more polls, voted on one after the other. */
const focusWord = `fokus${Date.now().toString(36)}`
const focusPollTitles = [1, 2, 3].map((number) => `Frage ${number} zum Fokus? ${focusWord}`)

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user walks a page;
 * fails naming the focused element after `max` presses.
 */
async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}) {
  for (let presses = 0; ; presses++) {
    // Looked up again each time: a list that re-renders may replace the element.
    const element = await target.elementHandle()
    if (await element?.evaluate((node) => node === document.activeElement)) return
    if (presses === max) {
      const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing')
      throw new Error(
        `${target.toString()} not focused after ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses; focus: ${focused}`,
      )
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
}

const isFocused = (locator: Locator) => locator.evaluate((node) => node === document.activeElement)

/** True when the focused `locator` shows a focus ring: an outline or a box shadow under `:focus-visible`. */
const showsFocusRing = (locator: Locator) =>
  locator.evaluate((node) => {
    const style = getComputedStyle(node)
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    return node.matches(':focus-visible') && (outlined || style.boxShadow !== 'none')
  })

describe('keyboard only', () => {
  beforeAll(async () => {
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/`)
    const created = await callApiAs(
      page,
      'admin@dilemma.local',
      [pollTitle, ...focusPollTitles].map((title) => ({
        method: 'POST',
        path: '/posts',
        body: { title, description: 'Ein Test ohne Maus.', option_a: 'Tastatur', option_b: 'Maus' },
      })),
    )
    for (const answer of created) expect(answer.body.success).toBe(true)
    await context.close()
  })

  it('from the landing page: log in, open a poll, vote through the confirm dialog and like it', async () => {
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()

    // The cookie notice, then the header's login link.
    await tabTo(page, page.getByRole('button', { name: 'Got it' }), { max: 80 })
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Got it' }).waitFor({ state: 'detached' })
    await tabTo(page, page.getByRole('link', { name: 'Log in', exact: true }).first(), { max: 80 })
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl}/login`)

    const username = page.getByLabel('Username or e-mail')
    await tabTo(page, username)
    await page.keyboard.type(member)
    await tabTo(page, page.getByLabel('Password', { exact: true }))
    await page.keyboard.type(demoPassword)
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl}/feed`)

    // Find the poll with the feed's search and open it.
    await tabTo(page, page.getByRole('searchbox', { name: 'Search polls' }), { max: 80 })
    const query = pollTitle.slice(0, 26)
    await page.keyboard.type(query)
    // The feed's order is random: wait until the search's own answer has replaced the list.
    await page.waitForURL((url) => url.searchParams.get('q') === query)
    const pollLink = page.getByRole('article').getByRole('link', { name: pollTitle })
    await pollLink.waitFor()
    await expect.poll(() => page.getByRole('article').count()).toBe(1)
    await tabTo(page, pollLink)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/post\/\d+$/)
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1, name: pollTitle }) })
    await card.waitFor()
    const announcement = card.getByRole('status')
    expect(await announcement.textContent()).toBe('')

    // Escape closes the confirm dialog and gives the focus back to the vote button.
    const voteButton = card.getByRole('button', { name: 'A: Tastatur – vote' })
    await tabTo(page, voteButton, { max: 60 })
    expect(await showsFocusRing(voteButton)).toBe(true)
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Confirm your vote' })
    await confirm.getByText('Vote for A: Tastatur?').waitFor()
    await page.keyboard.press('Escape')
    await confirm.waitFor({ state: 'hidden' })
    await expect.poll(() => isFocused(voteButton)).toBe(true)

    // Again, now confirming with the keyboard.
    await page.keyboard.press('Enter')
    await confirm.getByText('Vote for A: Tastatur?').waitFor()
    const confirmButton = confirm.getByRole('button', { name: 'Vote', exact: true })
    await tabTo(page, confirmButton, { max: 10 })
    expect(await showsFocusRing(confirmButton)).toBe(true)
    await page.keyboard.press('Space')
    await card.getByText('You have already voted. Votes cannot be changed.').waitFor()
    await confirm.waitFor({ state: 'detached' })
    await expect.poll(() => isFocused(card.locator('[tabindex="-1"]').filter({ hasText: 'Voted' }))).toBe(true)
    await card.getByRole('progressbar', { name: 'A: 100%, 1 vote' }).waitFor()
    await expect.poll(() => announcement.textContent()).toBe('Your vote was counted. A: 100%, B: 0%.')

    const likeButton = card.getByRole('button', { name: /^Like · / })
    await tabTo(page, likeButton, { max: 20 })
    expect(await likeButton.getAttribute('aria-pressed')).toBe('false')
    const liked = page.waitForResponse((response) => response.url().endsWith('/like') && response.ok())
    await page.keyboard.press('Enter')
    await liked
    await card.getByRole('button', { name: 'Like · 1' }).waitFor()
    expect(await likeButton.getAttribute('aria-pressed')).toBe('true')
    expect(await isFocused(likeButton)).toBe(true)
    await context.close()
  })

  it('a free member’s locked Pro fields take no focus; each “Unlock with Pro” does and opens the premium popup', async () => {
    const { context, page } = await openPage(browser())
    // A free member no other e2e test uses.
    await logInAs(page, 'member20@dilemma.local')
    await page.goto(`${baseUrl}/feed?compose=1`)
    const dialog = page.getByRole('dialog', { name: 'Ask a question' })
    const question = dialog.getByLabel(/^Question/)
    await tabTo(page, question, { max: 80 })

    // Once round the dialog's focus trap, noting each stop inside a locked Pro field.
    const lockedStops: string[] = []
    for (let presses = 0; presses < 80; presses++) {
      await page.keyboard.press('Tab')
      if (await isFocused(question)) break
      const stop = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null
        return focused?.closest('[data-locked]')
          ? focused.tagName === 'BUTTON'
            ? focused.textContent
            : focused.outerHTML.slice(0, 80)
          : null
      })
      if (stop) lockedStops.push(stop)
    }
    expect(lockedStops).toEqual([
      'Unlock with Pro: Image for option A',
      'Unlock with Pro: Image for option B',
      'Unlock with Pro: Option C',
      'Unlock with Pro: Option D',
      'Unlock with Pro: Let the AI pick an option with its reasoning',
    ])

    // Its name ends in visually hidden text, which the browser's name sets off with a space.
    await tabTo(page, dialog.getByRole('button', { name: /^Unlock with Pro ?: Option C$/i }))
    await page.keyboard.press('Enter')
    await page
      .getByRole('dialog', { name: 'A Pro and Premium feature' })
      .getByRole('link', { name: 'See the plans' })
      .waitFor()
    await context.close()
  })

  it('after each of three keyboard votes in a row, the focus goes straight to the card’s result status', async () => {
    const { context, page } = await openPage(browser())
    // A member no other e2e test votes with.
    await logInAs(page, 'member06@dilemma.local')
    await page.goto(`${baseUrl}/feed?q=${focusWord}`)
    const cards = page.getByRole('article')
    await expect.poll(() => cards.count()).toBe(3)
    // Counts each time the focus leaves an element for none (the page's body).
    await page.evaluate(() => {
      const counter = window as unknown as { focusDropped: number }
      counter.focusDropped = 0
      document.addEventListener('focusout', (event) => (counter.focusDropped += event.relatedTarget ? 0 : 1), true)
    })
    const focusDropped = () => page.evaluate(() => (window as unknown as { focusDropped: number }).focusDropped)

    for (let index = 0; index < 3; index++) {
      const card = cards.nth(index)
      await tabTo(page, card.getByRole('button', { name: 'B: Maus – vote' }), { max: 60 })
      await page.keyboard.press('Enter')
      const confirm = page.getByRole('dialog', { name: 'Confirm your vote' })
      await tabTo(page, confirm.getByRole('button', { name: 'Vote', exact: true }), { max: 10 })
      const droppedBefore = await focusDropped()
      await page.keyboard.press('Space')
      const status = card.locator('[tabindex="-1"]').filter({ hasText: 'Voted' })
      await expect.poll(() => isFocused(status)).toBe(true)
      await confirm.waitFor({ state: 'detached' })
      await expect.poll(() => card.getByRole('status').textContent()).toMatch(/^Your vote was counted\./)
      // From the dialog's Vote button to the status, never through the body; and it stays.
      expect(await focusDropped()).toBe(droppedBefore)
      expect(await isFocused(status)).toBe(true)
    }
    await context.close()
  })
})
