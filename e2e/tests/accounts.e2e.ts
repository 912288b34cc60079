import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminCli } from '../src/adminCli.js'
import { openPage, useBrowser } from '../src/browser.js'
import { logIn } from '../src/loginPage.js'
import { linkIn, waitForMailTo } from '../src/mailOutbox.js'

const baseUrl = inject('baseUrl')
const mailOutboxDir = inject('mailOutboxDir')
const cli = adminCli(baseUrl)
const browser = useBrowser()

beforeAll(async () => {
  await cli.run('login', '--user', 'admin@dilemma.local', '--password', 'dilemma-demo')
})

afterAll(async () => {
  cli.dispose()
})

async function askForRegistrationMail(page: Page, email: string) {
  await page.goto(`${baseUrl}/register`)
  await page.getByLabel('Your e-mail address').fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Confirm', exact: true }).click()
}

async function logOutOnThisDevice(page: Page) {
  await page.getByRole('button', { name: 'Log out', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Log out on this device' }).click()
  await page.waitForURL(`${baseUrl}/`)
}

describe('accounts', () => {
  it('an invited e-mail registers from the mailed link, logs out, and logs in with username and e-mail', async () => {
    const suffix = Date.now().toString(36)
    const email = `journey-${suffix}@example.test`
    const username = `mum_${suffix}`
    const password = 'journey-secret'
    await cli.run('invites', 'add', email)

    const { context, page } = await openPage(browser())
    await askForRegistrationMail(page, email)
    await page.getByText('Email sent').waitFor()

    const link = linkIn(await waitForMailTo(mailOutboxDir, email), '/register')
    await page.goto(link)
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByLabel('Confirm password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Complete registration' }).click()
    await page.getByText('Welcome to Dilemma!').waitFor()
    await page.waitForURL(`${baseUrl}/feed`)

    await logOutOnThisDevice(page)
    await page.goto(`${baseUrl}/login`)
    await logIn(page, username, password)
    await page.waitForURL(`${baseUrl}/feed`)

    await logOutOnThisDevice(page)
    await page.goto(`${baseUrl}/login`)
    await logIn(page, email, password)
    await page.waitForURL(`${baseUrl}/feed`)
    await page.goto(`${baseUrl}/profile`)
    await page.getByRole('heading', { name: username }).waitFor()
    await context.close()
  })

  it('an e-mail without invitation sees the translated refusal', async () => {
    const { context, page } = await openPage(browser())
    await askForRegistrationMail(page, `stranger-${Date.now().toString(36)}@example.test`)
    await page.getByText('This e-mail address is not on the invitation list, or its invitation has expired.').waitFor()
    expect(await page.getByText('Email sent').count()).toBe(0)
    await context.close()
  })

  it('a guest opening /profile logs in and returns to /profile', async () => {
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/profile`)
    await page.waitForURL(`${baseUrl}/login`)
    await logIn(page, 'member@dilemma.local', 'dilemma-demo')
    await page.waitForURL(`${baseUrl}/profile`)
    await page.getByRole('heading', { name: 'mia_member' }).waitFor()
    await page.getByRole('tab', { name: 'Account' }).waitFor()
    await context.close()
  })
})
