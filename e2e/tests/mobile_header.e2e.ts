import type { Locator } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { logInAs } from '../src/demoMembers.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()
const phone = { width: 390, height: 844 }

/** The accessible names of the controls a visitor can see in the site header. */
async function visibleControlsOf(header: Locator): Promise<string[]> {
  const controls = header.getByRole('link').or(header.getByRole('button')).filter({ visible: true })
  return Promise.all(
    (await controls.all()).map(
      async (control) => (await control.getAttribute('aria-label')) ?? (await control.innerText()),
    ),
  )
}

/** How far the header's bottom edge is below the top of the window (0 or less: out of sight). */
function headerBottom(header: Locator): Promise<number> {
  return header.evaluate((element) => element.getBoundingClientRect().bottom)
}

describe('the site header on a 390 px phone', () => {
  it('holds the logo, the language and one menu, which lets a guest register', async () => {
    const { context, page } = await openPage(browser(), { viewport: phone })
    await page.goto(`${baseUrl}/feed`)
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'Open menu' }).waitFor()
    expect(await visibleControlsOf(header)).toEqual([
      'Dilemma home',
      'DE – Deutsch',
      'EN – English',
      'TR – Türkçe',
      'Open menu',
    ])

    await header.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('link', { name: 'Register' }).click()
    await page.waitForURL(`${baseUrl}/register`)
    await context.close()
  })

  it('keeps logging out out of the header row for a member; the bottom bar and the menu have it', async () => {
    const { context, page } = await openPage(browser(), { viewport: phone })
    // This member is in no other e2e test.
    await logInAs(page, 'member16@dilemma.local')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'Open menu' }).waitFor()
    expect(await visibleControlsOf(header)).toEqual([
      'Dilemma home',
      'DE – Deutsch',
      'EN – English',
      'TR – Türkçe',
      'Open menu',
    ])
    const bottomBar = page.getByRole('navigation', { name: 'Quick navigation' })
    // The logout options load after sign-in: wait for them rather than look once.
    await bottomBar.getByRole('button', { name: 'Log out', exact: true }).waitFor()

    await header.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out on this device' }).waitFor()
    await context.close()
  })

  it('hides on scrolling down and returns on scrolling up', async () => {
    const { context, page } = await openPage(browser(), { viewport: phone })
    await page.goto(`${baseUrl}/feed`)
    await page.getByRole('article').first().waitFor()
    const header = page.getByRole('banner')

    await page.mouse.move(195, 500)
    await page.mouse.wheel(0, 600)
    await expect.poll(() => headerBottom(header)).toBeLessThanOrEqual(0)
    await page.mouse.wheel(0, -150)
    await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50)
    await context.close()
  })
})
