import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { callApiAs, logInAs } from '../src/demoMembers.js'
import { createReportedPoll } from '../src/reportedPoll.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()

describe('the admin console tells the truth', () => {
  it('shows the audit log translated, with its action filter taken from the address', async () => {
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/`)
    const [users] = await callApiAs(page, 'admin@dilemma.local', [
      { method: 'GET', path: '/admin/users?search=member07%40dilemma.local' },
    ])
    const member = (users!.body.users as { id: number }[])[0]!
    await callApiAs(page, 'admin@dilemma.local', [
      { method: 'PUT', path: `/admin/users/${member.id}/role`, body: { role: 'prouser' } },
    ])
    await logInAs(page, 'admin@dilemma.local')
    // The console in German, as the language switcher would store it.
    await page.evaluate(() => window.localStorage.setItem('dilemma.language', 'de'))

    await page.goto(`${baseUrl}/madmin?tab=audit&action=user.role`)

    const table = page.getByRole('table', { name: 'Aktionen der Moderation' })
    await expect.poll(() => table.getByRole('cell', { name: `Mitglied #${member.id}` }).count()).toBeGreaterThan(0)
    expect(await table.getByRole('cell', { name: 'Rolle', exact: true }).count()).toBeGreaterThan(0)
    expect(await table.getByText('user.role').count()).toBe(0)
    expect(await page.getByRole('combobox', { name: 'Aktion' }).inputValue()).toBe('Rolle')
    await context.close()
  })
})

const run = Date.now().toString(36)

/** Signs the admin in and opens a tab of the console; `language` as the switcher stores it. */
async function openConsole(tab: string, language = 'en') {
  const opened = await openPage(browser())
  await logInAs(opened.page, 'admin@dilemma.local')
  await opened.page.evaluate((chosen) => window.localStorage.setItem('dilemma.language', chosen), language)
  await opened.page.goto(`${baseUrl}/madmin?tab=${tab}`)
  return opened
}

/**
 * A new poll by the admin (no daily limit: the members' allowances stay for the other files),
 * reported once for each of `reports`; returns its id.
 */
const reportedPoll = (page: Page, title: string, reports: [string, string][]) =>
  createReportedPoll(page, {
    author: 'admin@dilemma.local',
    title,
    description: 'Was meint ihr?',
    options: ['Ja', 'Nein'],
    reports,
  })

describe('the admin console keeps its promises', () => {
  it('warns that promoting to admin cannot be undone from the console, and a cancel changes nothing', async () => {
    const { context, page } = await openConsole('users')
    await page.getByLabel('Search').first().fill('member13')
    const role = page.getByLabel('Role of member13')
    await role.click()
    const question = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message())
        void dialog.dismiss()
      }),
    )
    await page.getByRole('option', { name: 'Admin' }).click()
    expect(await question).toContain('This cannot be undone from the console')

    expect(await role.inputValue()).toBe('User')
    const [me] = await callApiAs(page, 'member13@dilemma.local', [{ method: 'GET', path: '/users/me' }])
    expect((me!.body.user as { role: string }).role).toBe('user')
    await context.close()
  })

  it('shows a server refusal in German in German', async () => {
    const { context, page } = await openConsole('popups', 'de')
    // Named and typed as a PNG, but no picture: only the server's content check refuses it.
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'kein-bild.png', mimeType: 'image/png', buffer: Buffer.from('kein Bild') })
    await page.getByRole('button', { name: 'Popup erstellen' }).click()

    const alert = page.getByRole('alert').filter({ hasText: 'Das Popup konnte nicht erstellt werden' })
    await alert.getByText('Bilder müssen JPEG-, PNG-, GIF- oder WebP-Dateien von höchstens 5 MB sein.').waitFor()
    expect(await alert.getByText(/Images must be/).count()).toBe(0)
    await context.close()
  })

  it('shows no member toasts over the console; they wait for the next member page', async () => {
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/`)
    // Signed in without visiting a member page: the demo admin's badges are still unseen.
    const [unseen] = await callApiAs(page, 'admin@dilemma.local', [{ method: 'GET', path: '/users/badges/new' }])
    expect((unseen!.body.newBadges as unknown[]).length).toBeGreaterThan(0)
    const badgePolls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/users/badges/new')) badgePolls.push(request.url())
    })

    await page.goto(`${baseUrl}/madmin?tab=reports`)
    await page.getByRole('heading', { name: /^Reports \(/ }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(badgePolls).toEqual([])
    expect(await page.getByRole('region', { name: 'Badge notifications' }).count()).toBe(0)

    await page.goto(`${baseUrl}/feed`)
    await page
      .getByRole('region', { name: 'Badge notifications' })
      .getByRole('button', { name: /^New badges/ })
      .waitFor()
    await context.close()
  })

  it('offers no “AI Generated” category for an uncategorised tag', async () => {
    const { context, page } = await openConsole('tags')
    await page
      .getByLabel(/^Category for /)
      .first()
      .click()
    const options = page.getByRole('option')
    await options.first().waitFor()
    const names = await options.allTextContents()
    expect(names).toContain('Family')
    expect(names.filter((name) => /ai[ -]generated/i.test(name))).toEqual([])
    await context.close()
  })

  it('counts reports, rejects one report alone and shows a deleted post’s owner as N/A', async () => {
    const member = await openPage(browser())
    await member.page.goto(`${baseUrl}/`)
    const twice = `Laufrad oder Roller ${run}?`
    const reasons = { first: `Doppelt gepostet ${run}`, second: `Falsche Kategorie ${run}` }
    await reportedPoll(member.page, twice, [
      ['member06@dilemma.local', reasons.first],
      ['member08@dilemma.local', reasons.second],
    ])
    const gone = await reportedPoll(member.page, `Fahrrad oder Bus ${run}?`, [
      ['member09@dilemma.local', `Beleidigend ${run}`],
    ])
    const [purged, queue] = await callApiAs(member.page, 'admin@dilemma.local', [
      { method: 'DELETE', path: `/admin/posts/${gone}` },
      { method: 'GET', path: '/reports/grouped' },
    ])
    expect(purged!.status).toBe(200)
    const groups = queue!.body.groups as { report_count: number }[]
    const reportCount = groups.reduce((sum, group) => sum + group.report_count, 0)
    expect(reportCount).toBeGreaterThan(groups.length)

    const { context, page } = await openConsole('reports')
    await page.getByRole('heading', { name: `Reports (${reportCount})` }).waitFor()

    const deletedCard = page.getByRole('article').filter({ hasText: `Beleidigend ${run}` })
    await deletedCard.getByRole('heading', { name: 'Deleted post' }).waitFor()
    await deletedCard.getByText('Owner: N/A').waitFor()

    const card = page.getByRole('article', { name: twice })
    page.once('dialog', (dialog) => void dialog.accept())
    await card.getByRole('button', { name: `Reject the report “${reasons.first}”` }).click()
    await card.getByText(reasons.first).waitFor({ state: 'detached' })
    await card.getByText(reasons.second).waitFor()
    await card.getByText('1 report', { exact: true }).waitFor()
    await page.getByRole('heading', { name: `Reports (${reportCount - 1})` }).waitFor()

    await member.context.close()
    await context.close()
  })
})
