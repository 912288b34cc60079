import { describe, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { demoPassword } from '../src/demoMembers.js'
import { logIn } from '../src/loginPage.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()
// This member is in no other e2e test: her sessions are ended on all devices.
const member = 'member15'

async function loggedInDevice() {
  const device = await openPage(browser())
  await device.page.goto(`${baseUrl}/login`)
  await logIn(device.page, member, demoPassword)
  await device.page.waitForURL(`${baseUrl}/feed`)
  return device
}

describe('a session ended elsewhere', () => {
  it('shows the notice at her next step, then /login, and brings her back to the page she was on', async () => {
    const stale = await loggedInDevice()
    await stale.page.goto(`${baseUrl}/profile?tab=voted`)
    await stale.page.getByRole('heading', { name: member }).waitFor()

    const other = await loggedInDevice()
    await other.page.getByRole('button', { name: 'Log out', exact: true }).click()
    await other.page.getByRole('dialog').getByRole('button', { name: 'Log out on all devices' }).click()
    await other.page.waitForURL(`${baseUrl}/`)
    await other.context.close()

    // Her next step asks the server for her saved polls, with a session that no longer exists.
    await stale.page.getByRole('tab', { name: 'Saved' }).click()
    const notice = stale.page.getByRole('dialog', { name: 'Session expired' })
    await notice.getByText('Please log in again.').waitFor()
    await notice.getByRole('button', { name: 'Log in again' }).click()
    await stale.page.waitForURL(`${baseUrl}/login`)

    await logIn(stale.page, member, demoPassword)
    await stale.page.waitForURL(`${baseUrl}/profile?tab=saved`)
    await stale.page.getByRole('heading', { name: member }).waitFor()
    await stale.context.close()
  })
})
