import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { giveReasonInConsole } from '../src/consoleReasons.js'
import { callApiAs, logInAs } from '../src/demoMembers.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()

/** A new poll by `author` (one whose daily allowance the other journeys leave room in), reported twice. */
async function pollReportedTwice(page: Page, author: string) {
  const title = `Laufrad oder Roller ${Date.now().toString(36)}?`
  const [created] = await callApiAs(page, author, [
    {
      method: 'POST',
      path: '/posts',
      body: { title, description: 'Für den Weg zur Kita.', option_a: 'Laufrad', option_b: 'Roller', time_limit: 24 },
    },
  ])
  expect(created!.status).toBe(201)
  const postId = (created!.body.post as { id: number }).id
  for (const [reporter, reason] of [
    ['member02@dilemma.local', 'Schleichwerbung für einen Shop'],
    ['member03@dilemma.local', 'Doppelt gepostet'],
  ] as const) {
    const [reported] = await callApiAs(page, reporter, [
      { method: 'POST', path: `/posts/${postId}/report`, body: { reason } },
    ])
    expect(reported!.status).toBe(201)
  }
  return { postId, title }
}

async function openReviewQueue() {
  const opened = await openPage(browser())
  await logInAs(opened.page, 'admin@dilemma.local')
  await opened.page.goto(`${baseUrl}/madmin?tab=reports`)
  return opened
}

describe('the review queue of the admin console', () => {
  it('shows one card per reported post; one decision deletes it, resolves both reports and tells the author', async () => {
    const member = await openPage(browser())
    await member.page.goto(`${baseUrl}/`)
    const { postId, title } = await pollReportedTwice(member.page, 'premium@dilemma.local')

    const { context, page } = await openReviewQueue()
    const card = page.getByRole('article', { name: title })
    await card.getByText('2 reports').waitFor()
    await card.getByText('Schleichwerbung für einen Shop').waitFor()
    await card.getByText('Doppelt gepostet').waitFor()
    expect(await card.getByRole('link', { name: `Open the poll “${title}”` }).getAttribute('href')).toBe(
      `/post/${postId}`,
    )

    await card.getByRole('button', { name: `Delete post: ${title}` }).click()
    await giveReasonInConsole(page)
    await card.waitFor({ state: 'detached' })

    const [poll] = await callApiAs(member.page, 'member03@dilemma.local', [{ method: 'GET', path: `/posts/${postId}` }])
    expect(poll!.status).toBe(404)
    const [notices] = await callApiAs(member.page, 'premium@dilemma.local', [{ method: 'GET', path: '/users/notices' }])
    expect(notices!.body.notices).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'post_removed_after_report', post_title: title })]),
    )
    await member.context.close()
    await context.close()
  })

  it('rejects all reports of a post at once; the post stays online', async () => {
    const member = await openPage(browser())
    await member.page.goto(`${baseUrl}/`)
    const { postId, title } = await pollReportedTwice(member.page, 'member05@dilemma.local')

    const { context, page } = await openReviewQueue()
    const card = page.getByRole('article', { name: title })
    page.once('dialog', (dialog) => void dialog.accept())
    await card.getByRole('button', { name: `Reject all reports: ${title}` }).click()
    await card.waitFor({ state: 'detached' })

    const [poll] = await callApiAs(member.page, 'member03@dilemma.local', [{ method: 'GET', path: `/posts/${postId}` }])
    expect(poll!.status).toBe(200)
    await member.context.close()
    await context.close()
  })
})
