import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { callApiAs, logInAs } from '../src/demoMembers.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()

describe('the admin console tells the truth (issue 30)', () => {
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
