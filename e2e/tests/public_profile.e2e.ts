import { beforeAll, describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { callApiAs, logInAs } from '../src/demoMembers.js'
import { findInFeed } from '../src/feedSearch.js'

const baseUrl = inject('baseUrl')
const run = Date.now().toString(36)
// One search word each, unique to this run: the feed search finds exactly that poll.
const byPaula = { word: `stroller${run}`, title: `Kinderwagen oder Trage? stroller${run}` }
const byPetra = { word: `sandpit${run}`, title: `Sandkasten oder Spielplatz? sandpit${run}` }
const browser = useBrowser()

const pollOf = (title: string) => ({
  title,
  description: 'Ein Test des öffentlichen Profils.',
  option_a: 'Das Erste',
  option_b: 'Das Zweite',
  vote_limit: 11,
})

beforeAll(async () => {
  const { context, page } = await openPage(browser())
  await page.goto(`${baseUrl}/`)
  // Paula asks; Petra asks too and votes on Paula's poll, her newest vote.
  const [paulas] = await callApiAs(page, 'premium@dilemma.local', [
    { method: 'POST', path: '/posts', body: pollOf(byPaula.title) },
  ])
  expect(paulas?.status).toBe(201)
  const paulasId = (paulas?.body.post as { id: number }).id
  const petras = await callApiAs(page, 'pro@dilemma.local', [
    { method: 'POST', path: '/posts', body: pollOf(byPetra.title) },
    { method: 'POST', path: `/posts/${paulasId}/vote`, body: { option: 'a' } },
  ])
  expect(petras.map((answer) => answer.status)).toEqual([201, 200])
  await context.close()
})

describe('public profile', () => {
  it("a member follows an author's name from a feed card to her profile and the polls she voted on", async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, 'member@dilemma.local')

    const card = await findInFeed(page, byPetra)
    await card.getByRole('link', { name: 'pro_petra', exact: true }).click()

    await page.waitForURL(/\/user\/\d+$/)
    await page.getByRole('heading', { level: 1, name: 'pro_petra' }).waitFor()
    expect(await page.getByText('PRO', { exact: true }).count()).toBe(1)
    await page.getByText('Zwei Kinder, ein Hund, kein Plan.').waitFor()
    expect(await page.title()).toBe('pro_petra – Dilemma')

    const voted = page.getByRole('region', { name: 'Polls pro_petra voted on' })
    await voted.getByRole('article').filter({ hasText: byPaula.title }).waitFor()
    expect(await voted.getByRole('article').filter({ hasText: byPetra.title }).count()).toBe(0)
    await context.close()
  })

  it('an unknown id shows the not-found text, and going back leads to the feed', async () => {
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/user/987654`)

    await page.getByRole('heading', { name: 'User not found' }).waitFor()
    await page.getByRole('button', { name: 'Go back' }).click()
    await page.waitForURL(`${baseUrl}/feed`)
    await context.close()
  })
})
