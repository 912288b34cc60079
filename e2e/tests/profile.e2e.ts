import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { callApiAs, logInAs } from '../src/demoMembers.js'
import { findInFeed } from '../src/feedSearch.js'

const baseUrl = inject('baseUrl')
const run = Date.now().toString(36)
// One search word each, unique to this run, so that the feed search finds exactly that poll.
const toSave = { word: `lunchbox${run}`, title: `Brotdose oder Mensa? lunchbox${run}` }
const toVote = { word: `balancebike${run}`, title: `Laufrad oder Roller? balancebike${run}` }
const browser = useBrowser()

beforeAll(async () => {
  const { context, page } = await openPage(browser())
  await page.goto(`${baseUrl}/`)
  const created = await callApiAs(
    page,
    'pro@dilemma.local',
    [toSave, toVote].map(({ title }) => ({
      method: 'POST',
      path: '/posts',
      body: {
        title,
        description: 'Ein Test der Profillisten.',
        option_a: 'Das Erste',
        option_b: 'Das Zweite',
        vote_limit: 11,
      },
    })),
  )
  expect(created.map((answer) => answer.status)).toEqual([201, 201])
  await context.close()
})

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true })
  await tab.click()
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
}

describe('profile lists', () => {
  it('a member finds the poll she saved and the one she voted on in the feed under her profile tabs', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, 'member@dilemma.local')

    const toSaveCard = await findInFeed(page, toSave)
    const saved = page.waitForResponse((response) => response.url().endsWith('/save') && response.ok())
    await toSaveCard.getByRole('button', { name: 'Save', exact: true }).click()
    await saved

    const toVoteCard = await findInFeed(page, toVote)
    await toVoteCard.getByRole('button', { name: 'A: Das Erste – vote' }).click()
    await page
      .getByRole('dialog', { name: 'Confirm your vote' })
      .getByRole('button', { name: 'Vote', exact: true })
      .click()
    await toVoteCard.getByText('You have already voted. Votes cannot be changed.').waitFor()

    await page.goto(`${baseUrl}/profile`)
    await page.getByRole('heading', { name: 'mia_member' }).waitFor()
    expect(await page.getByRole('tab', { name: 'My polls' }).getAttribute('aria-selected')).toBe('true')

    await openTab(page, 'Saved')
    await page.waitForURL(`${baseUrl}/profile?tab=saved`)
    const savedPanel = page.getByRole('tabpanel')
    const savedCard = savedPanel.getByRole('article').filter({ hasText: toSave.title })
    await savedCard.waitFor()
    expect(await savedCard.getByRole('button', { name: 'Saved', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(await savedPanel.getByRole('article').filter({ hasText: toVote.title }).count()).toBe(0)

    await openTab(page, 'Voted')
    const votedCard = page.getByRole('tabpanel').getByRole('article').filter({ hasText: toVote.title })
    await votedCard.getByRole('progressbar', { name: 'A: 100%, 1 vote' }).waitFor()

    // The tab is in the address: a reload opens it again.
    await page.reload()
    await page.getByRole('tabpanel').getByRole('article').filter({ hasText: toVote.title }).waitFor()
    expect(await page.getByRole('tab', { name: 'Voted' }).getAttribute('aria-selected')).toBe('true')
    await context.close()
  })

  it('the my-polls tab of a member with polls lists them, with the results of the voted one', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, 'pro@dilemma.local')
    await page.goto(`${baseUrl}/profile`)
    const panel = page.getByRole('tabpanel')
    const voted = panel.getByRole('article').filter({ hasText: toVote.title })
    const unvoted = panel.getByRole('article').filter({ hasText: toSave.title })

    await voted.getByRole('progressbar', { name: 'A: 100%, 1 vote' }).waitFor()
    expect(await voted.getByRole('button', { name: 'Edit', exact: true }).isDisabled()).toBe(true)
    await unvoted.waitFor()
    expect(await unvoted.getByRole('progressbar').count()).toBe(0)
    expect(await unvoted.getByRole('button', { name: 'Edit', exact: true }).isEnabled()).toBe(true)
    await context.close()
  })
})
