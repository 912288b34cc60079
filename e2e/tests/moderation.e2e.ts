import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { giveReasonInConsole } from '../src/consoleReasons.js'
import { callApiAs, logInAs } from '../src/demoMembers.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()

/** A 4×4 PNG (made with sharp): a real picture for the server's content check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGP4kDoVjhiI4wAAIlEeoZ2rcxsAAAAASUVORK5CYII=',
  'base64',
)

/** A new poll by the demo member, reported by a second demo member; returns its id and title. */
async function reportedPoll(page: Page) {
  const title = `Schwimmkurs oder Turnverein ${Date.now().toString(36)}?`
  const [created] = await callApiAs(page, 'member01@dilemma.local', [
    {
      method: 'POST',
      path: '/posts',
      body: {
        title,
        description: 'Was passt besser zu einer Fünfjährigen?',
        option_a: 'Schwimmen',
        option_b: 'Turnen',
        time_limit: 24,
      },
    },
  ])
  expect(created!.status).toBe(201)
  const postId = (created!.body.post as { id: number }).id
  const [reported] = await callApiAs(page, 'member02@dilemma.local', [
    { method: 'POST', path: `/posts/${postId}/report`, body: { reason: 'Werbung für einen Verein' } },
  ])
  expect(reported!.status).toBe(201)
  return { postId, title }
}

/** Accepts the browser confirmation the next action asks for (admin-spec §5). */
function acceptNextConfirmation(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept())
}

async function openConsole(tab: string) {
  const opened = await openPage(browser())
  await logInAs(opened.page, 'admin@dilemma.local')
  await opened.page.goto(`${baseUrl}/madmin?tab=${tab}`)
  return opened
}

describe('moderation in the admin console', () => {
  it('deletes a reported post from the reports tab; members no longer find it', async () => {
    const member = await openPage(browser())
    await member.page.goto(`${baseUrl}/`)
    const { postId, title } = await reportedPoll(member.page)

    const { context, page } = await openConsole('reports')
    await page.getByText('Werbung für einen Verein').waitFor()
    await page.getByRole('button', { name: `Delete post: ${title}` }).click()
    await giveReasonInConsole(page)
    await page.getByText('Werbung für einen Verein').waitFor({ state: 'detached' })

    const [answer] = await callApiAs(member.page, 'member03@dilemma.local', [
      { method: 'GET', path: `/posts/${postId}` },
    ])
    expect(answer!.status).toBe(404)
    await member.context.close()
    await context.close()
  })

  it('deactivates a post from the posts tab and gives a member another role from the users tab', async () => {
    const member = await openPage(browser())
    await member.page.goto(`${baseUrl}/`)
    const { postId, title } = await reportedPoll(member.page)

    const { context, page } = await openConsole('posts')
    await page.getByLabel('Search').first().fill(title.split(' ').pop()!)
    await page.getByRole('button', { name: `Deactivate: ${title}` }).click()
    await giveReasonInConsole(page, 'Off-topic')
    await page.getByRole('button', { name: `Activate: ${title}` }).waitFor()
    const [post] = await callApiAs(member.page, 'member03@dilemma.local', [{ method: 'GET', path: `/posts/${postId}` }])
    expect((post!.body.post as { status: string }).status).toBe('passive')

    await page.getByRole('tab', { name: 'Users' }).click()
    await page.getByLabel('Search').first().fill('member19')
    await page.getByLabel('Role of member19').first().click()
    acceptNextConfirmation(page)
    await page.getByRole('option', { name: 'Pro user' }).click()
    await expect
      .poll(async () => {
        const [me] = await callApiAs(member.page, 'member19@dilemma.local', [{ method: 'GET', path: '/users/me' }])
        return (me!.body.user as { role: string }).role
      })
      .toBe('prouser')
    await member.context.close()
    await context.close()
  })

  it('sorts an uncategorised tag, and creates a site popup that a visitor sees once', async () => {
    const { context, page } = await openConsole('tags')
    const category = page.getByLabel('Category for “Schlaf”').first()
    await category.click()
    await page.getByRole('option').first().click()
    await category.waitFor({ state: 'detached' })

    await page.getByRole('tab', { name: 'Popups' }).click()
    await page.locator('input[type=file]').setInputFiles({ name: 'sommerfest.png', mimeType: 'image/png', buffer: PNG })
    await page.getByLabel('Description (optional)').fill('Sommerfest der Community am Samstag!')
    await page.getByRole('button', { name: 'Create popup' }).click()
    await page.getByText('The popup was created.').waitFor()

    const visitor = await openPage(browser(), { showSitePopup: true })
    await visitor.page.goto(`${baseUrl}/`)
    // The popup opens on the visitor's first interaction with the page, so its picture is never the
    // first screen's largest paint.
    await visitor.page.locator('#first-screen').waitFor({ state: 'detached' })
    await visitor.page.keyboard.press('Shift')
    const popup = visitor.page.getByRole('dialog', { name: 'News from Dilemma' })
    await popup.getByText('Sommerfest der Community am Samstag!').waitFor()
    await popup.getByRole('button', { name: 'Close' }).first().click()
    await popup.waitFor({ state: 'detached' })
    await visitor.page.reload()
    await visitor.page
      .getByRole('link', { name: /discover/i })
      .first()
      .waitFor()
    expect(await visitor.page.getByRole('dialog', { name: 'News from Dilemma' }).count()).toBe(0)

    // Gone again, so that the other tests' visitors see no new popup.
    acceptNextConfirmation(page)
    await page.getByRole('button', { name: /^Delete popup: Sommerfest/ }).click()
    await page.getByRole('button', { name: /^Delete popup: Sommerfest/ }).waitFor({ state: 'detached' })
    await visitor.context.close()
    await context.close()
  })
})
