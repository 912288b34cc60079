import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { logIn } from '../src/loginPage.js'
import { linkIn, waitForMailTo } from '../src/mailOutbox.js'
import { callApiAs, demoPassword } from '../src/demoMembers.js'

const baseUrl = inject('baseUrl')
const mailOutboxDir = inject('mailOutboxDir')
const accessCookieName = 'dilemma_access'
const browser = useBrowser()

/** A fresh browser context logged in as `username`, showing the account tab of /profile. */
async function loggedInDevice(username: string): Promise<{ context: BrowserContext; page: Page }> {
  const device = await openPage(browser())
  await device.page.goto(`${baseUrl}/login`)
  await logIn(device.page, username, demoPassword)
  await device.page.waitForURL(`${baseUrl}/feed`)
  await device.page.goto(`${baseUrl}/profile?tab=account`)
  await device.page.getByRole('heading', { name: username }).waitFor()
  return device
}

/** Profile → account → edit profile: a new bio, saved with PUT /api/users/me. */
async function saveBio(page: Page, bio: string) {
  await page.getByRole('button', { name: 'Edit profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit profile' })
  await dialog.getByLabel('About you (optional)').fill(bio)
  await dialog.getByRole('button', { name: 'Save changes' }).click()
}

async function toggleVisibility(page: Page, label: string) {
  await page.getByRole('button', { name: `Show or hide: ${label}` }).click()
  return page.getByLabel(label, { exact: true }).getAttribute('type')
}

// Members 18 to 20; member18 gets a new password and, at the end, her demo password back.
describe('sessions', () => {
  it('a member resets her password from the mailed link and logs in with the new one', async () => {
    const email = 'member18@dilemma.local'
    const newPassword = 'fresh-start-18'
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/login`)
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.getByLabel('Your e-mail address').fill(email)
    await page.getByRole('button', { name: 'Send link' }).click()
    await page.getByText('If an account exists for this address').waitFor()

    await page.goto(linkIn(await waitForMailTo(mailOutboxDir, email), '/reset-password'))
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword)
    expect(await toggleVisibility(page, 'New password')).toBe('text')
    expect(await toggleVisibility(page, 'New password')).toBe('password')
    expect(await toggleVisibility(page, 'Confirm password')).toBe('text')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await page.getByText('Your password has been changed.').waitFor()
    // The 3 s she has to read it are checked from the timer the page sets (ResetPasswordPage.test.tsx):
    // a clock read here measured the loaded machine, not the page.
    await page.waitForURL(`${baseUrl}/login`)

    await logIn(page, email, newPassword)
    await page.waitForURL(`${baseUrl}/feed`)
    // Her demo password back: other files read as her (accessibility, mobile header), in any order.
    const [restored] = await callApiAs(
      page,
      email,
      [
        {
          method: 'PUT',
          path: '/users/change-password',
          body: { currentPassword: newPassword, newPassword: demoPassword },
        },
      ],
      newPassword,
    )
    expect(restored?.status).toBe(200)
    await context.close()
  })

  it('a garbled access token is renewed silently and the page keeps working', async () => {
    const { context, page } = await loggedInDevice('member19')
    const accessCookie = (await context.cookies(baseUrl)).find((cookie) => cookie.name === accessCookieName)
    expect(accessCookie).toBeDefined()
    await context.addCookies([{ ...accessCookie!, value: 'garbled-token' }])
    const refreshCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/refresh') refreshCalls.push(request.method())
    })

    await saveBio(page, 'Renewed without noticing')
    await page.getByText('Your profile has been saved.').waitFor()
    expect(refreshCalls).toEqual(['POST'])

    await page.reload()
    await page.getByRole('heading', { name: 'member19' }).waitFor()
    await page.getByText('Renewed without noticing').waitFor()
    expect(new URL(page.url()).pathname).toBe('/profile')
    await context.close()
  })

  it('a session revoked on another device sends the member to login with the notice', async () => {
    const stale = await loggedInDevice('member20')
    const other = await loggedInDevice('member20')
    await other.page.getByRole('button', { name: 'Log out', exact: true }).click()
    await other.page.getByRole('dialog').getByRole('button', { name: 'Log out on all devices' }).click()
    await other.page.waitForURL(`${baseUrl}/`)
    // Home as a guest, and staying there: not sent on to /login by the profile page's guard.
    await other.page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor()
    expect(other.page.url()).toBe(`${baseUrl}/`)
    await other.context.close()

    await saveBio(stale.page, 'Written after the logout')
    const notice = stale.page.getByRole('dialog', { name: 'Session expired' })
    await notice.getByText('Please log in again.').waitFor()
    await notice.getByRole('button', { name: 'Log in again' }).click()
    await stale.page.waitForURL(`${baseUrl}/login`)
    await stale.page.getByLabel('Username or e-mail').waitFor()
    await stale.context.close()
  })
})
