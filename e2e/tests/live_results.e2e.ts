import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { callApiAs, logInAs } from '../src/demoMembers.js'
import { findInFeed } from '../src/feedSearch.js'
import { startLiveFleet, type LiveFleet } from '../src/liveFleet.js'

const browser = useBrowser()
const run = Date.now().toString(36)
const word = `live${run}`
const title = `Sandkasten oder Schaukel? ${word}`
const author = 'member14@dilemma.local'
const earlierVoter = 'member15@dilemma.local'
// Eight more votes for A before the test: 9 of 11, with A far ahead.
const earlyVoters = ['01', '02', '03', '04', '05', '06', '07', '08'].map((n) => `member${n}@dilemma.local`)

let fleet: LiveFleet
let postId: number

/** A page at `baseUrl` that casts one vote as `email` through the API, like her own tab would. */
async function voteAs(email: string, option: 'a' | 'b') {
  const { context, page } = await openPage(browser(), { siteUrl: fleet.serverA })
  await page.goto(`${fleet.serverA}/`)
  const [answer] = await callApiAs(page, email, [{ method: 'POST', path: `/posts/${postId}/vote`, body: { option } }])
  await context.close()
  expect(answer?.status).toBe(200)
}

beforeAll(async () => {
  fleet = await startLiveFleet()
  const { context, page } = await openPage(browser(), { siteUrl: fleet.serverA })
  await page.goto(`${fleet.serverA}/`)
  const [created] = await callApiAs(page, author, [
    {
      method: 'POST',
      path: '/posts',
      body: {
        title,
        description: 'Live, ohne Neuladen.',
        option_a: 'Sandkasten',
        option_b: 'Schaukel',
        vote_limit: 11,
      },
    },
  ])
  expect(created?.status).toBe(201)
  postId = (created!.body.post as { id: number }).id
  await context.close()
  for (const email of [earlierVoter, ...earlyVoters]) await voteAs(email, 'a')
}, 180_000)

afterAll(() => fleet?.stop())

const card = (page: Page) => page.getByRole('article').filter({ hasText: title })

describe('live results', () => {
  it('moves every open card without a reload; the author hears her poll has ended', async () => {
    // On B: a member who voted before, and a guest. On A: the author, on her feed.
    const pages = await Promise.all([
      openPage(browser(), { siteUrl: fleet.serverB }),
      openPage(browser(), { siteUrl: fleet.serverB }),
      openPage(browser(), { siteUrl: fleet.serverA }),
    ])
    const [watcher, guest, owner] = pages
    await logInAs(watcher.page, earlierVoter, fleet.serverB)
    await watcher.page.goto(`${fleet.serverB}/post/${postId}`)
    await card(watcher.page).getByText('9 votes in total').waitFor()

    // A guest follows polls in the feed (a poll's own page is for members).
    await guest.page.goto(`${fleet.serverB}/feed`)
    await guest.page.getByRole('button', { name: 'Got it' }).click()
    await (await findInFeed(guest.page, { word, title })).getByText('9 votes in total').waitFor()

    await logInAs(owner.page, author, fleet.serverA)

    // The tenth vote (for B) leaves one: A can no longer be overtaken.
    await voteAs('member09@dilemma.local', 'b')
    await card(watcher.page).getByText('10 votes in total').waitFor()
    await card(watcher.page).getByText('Decided: option A can no longer be overtaken.').waitFor()
    await card(watcher.page).getByRole('progressbar', { name: 'B: 10%, 1 vote' }).waitFor()
    await card(guest.page).getByText('10 votes in total').waitFor()
    // The guest sees the total, but no per-option counts while the poll is open.
    expect(await card(guest.page).getByRole('progressbar').count()).toBe(0)
    expect(await card(guest.page).getByText('Decided').count()).toBe(0)

    // The eleventh vote reaches the limit.
    await voteAs('member10@dilemma.local', 'a')
    await card(guest.page).getByText('Poll closed').waitFor()
    await card(guest.page).getByRole('progressbar', { name: 'A: 91%, 10 votes' }).waitFor()
    await card(watcher.page).getByText('Poll closed').waitFor()

    const notifications = owner.page.getByRole('region', { name: 'Notifications' })
    await notifications.getByRole('button', { name: /^Notifications \(/ }).click()
    await notifications.getByText(`“${title}” takes no more votes.`).waitFor()
    await notifications.getByRole('link', { name: 'See the results' }).click()
    await owner.page.waitForURL(`${fleet.serverA}/post/${postId}`)
    await card(owner.page).getByText('Poll closed').waitFor()
  })
})
