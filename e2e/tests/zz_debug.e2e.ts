import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from '../src/browser.js'

const baseUrl = inject('baseUrl')
const password = 'dilemma-demo'
/** A 1×1 PNG: the server re-encodes it, so it must be a real image. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const pollTitle = `Sandkasten oder Spielplatz ${Date.now().toString(36)}?`
let browser: Browser
let pollPath = ''

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function logInAs(page: Page, email: string) {
  await page.goto(`${baseUrl}/login`)
  await page.getByLabel('Username or e-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL(`${baseUrl}/feed`)
}

describe('debug', () => {
  it('a Pro member creates a poll with two images and tags', async () => {
    const { context, page } = await openPage(browser)
    await logInAs(page, 'pro@dilemma.local')
    await page.getByRole('link', { name: 'Ask a question' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ask a question' })
    await dialog.getByLabel(/^Question/).fill(pollTitle)
    await dialog.getByLabel(/^Description/).fill('Wohin am Samstagvormittag mit zwei Kleinkindern?')
    await dialog.getByLabel(/^Option A/).fill('Sandkasten im Hof')
    await dialog.getByLabel(/^Option B/).fill('Großer Spielplatz im Park')
    const images = dialog.locator('input[type="file"]')
    await images.nth(0).setInputFiles({ name: 'hof.png', mimeType: 'image/png', buffer: tinyPng })
    await images.nth(1).setInputFiles({ name: 'park.png', mimeType: 'image/png', buffer: tinyPng })
    const tags = dialog.getByLabel(/^Tags/)
    for (const tag of ['Kinder', 'Spielplatz']) {
      await tags.fill(tag)
      await tags.press('Enter')
      await dialog.getByText(`#${tag}`, { exact: true }).waitFor()
    }
    const button = dialog.getByRole('button', { name: 'Publish poll' })
    console.log('BUTTON', await button.evaluate((el) => el.outerHTML), await button.isEnabled(), await button.isVisible())
    console.log('DIALOGTEXT', await dialog.innerText())
    await page.screenshot({ path: '/tmp/add-post.png', fullPage: false })
    await context.close()
  })
})
