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
    // Her new badges' button, there once the notifications have loaded (the demo gives her some).
    await header.getByRole('button', { name: /^\d+ new badges?$/ }).waitFor()
    expect(await visibleControlsOf(header)).toEqual([
      'Dilemma home',
      'DE – Deutsch',
      'EN – English',
      'TR – Türkçe',
      expect.stringMatching(/^\d+ new badges?$/),
      'Open menu',
    ])
    const bottomBar = page.getByRole('navigation', { name: 'Quick navigation' })
    await bottomBar.getByRole('button', { name: 'More', exact: true }).click()
    const more = page.getByRole('dialog', { name: 'More' })
    await more.getByRole('button', { name: 'Log out', exact: true }).waitFor()
    await page.keyboard.press('Escape')
    await more.waitFor({ state: 'hidden' })

    await header.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out on this device' }).waitFor()
    await context.close()
  })

  it('hides on scrolling down and returns on scrolling up', async () => {
    const { context, page } = await openPage(browser(), { viewport: phone })
    await page.goto(`${baseUrl}/feed`)
    // The app's feed, not the server's first screen: only the app hides the header on scrolling.
    await page.locator('#first-screen').waitFor({ state: 'detached' })
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

/** Each text in the bottom bar whose content is wider or taller than its box: a cut label. */
function clippedLabelsOf(bottomBar: Locator): Promise<string[]> {
  return bottomBar.evaluate((bar) =>
    Array.from(bar.querySelectorAll<HTMLElement>('*'))
      .filter((element) => Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE))
      .filter((element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight)
      .map(
        (element) =>
          `"${element.textContent}" ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
      ),
  )
}

/** The bottom bar's name, and its "more" entry's, in each language (member-app/src/features/feed/i18n). */
const BOTTOM_BARS = {
  de: { name: 'Schnellnavigation', more: 'Mehr', language: 'Sprache ändern', logout: 'Abmelden' },
  en: { name: 'Quick navigation', more: 'More', language: 'Change language', logout: 'Log out' },
  tr: { name: 'Hızlı gezinme', more: 'Diğer', language: 'Dili değiştir', logout: 'Çıkış' },
} as const

/** The distinct tops of the bar's entries, to the pixel: one value when they stand in one row. */
function rowsOf(bottomBar: Locator): Promise<number[]> {
  return bottomBar.evaluate((bar) => [
    ...new Set(
      Array.from(bar.querySelectorAll('a, button')).map((entry) => Math.round(entry.getBoundingClientRect().top)),
    ),
  ])
}

describe('the member bottom bar on phones', () => {
  it('is one row at 320, 390 and 430 px in German, English and Turkish, every label whole; more holds language and logout', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 320, height: 700 } })
    // Only reads; member18 is also the accessibility scan's reader (sessions.e2e.ts gives her password back).
    await logInAs(page, 'member18@dilemma.local')
    const problems: string[] = []
    for (const [language, texts] of Object.entries(BOTTOM_BARS)) {
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${language.toUpperCase()} – `) })
        .click()
      const bottomBar = page.getByRole('navigation', { name: texts.name })
      await bottomBar.waitFor()
      await page.evaluate(async () => {
        await document.fonts.ready
      })
      for (const width of [320, 390, 430]) {
        await page.setViewportSize({ width, height: 700 })
        const rows = await rowsOf(bottomBar)
        if (rows.length !== 1) problems.push(`${language} ${width} px: entries in ${rows.length} rows (${rows})`)
        for (const label of await clippedLabelsOf(bottomBar)) problems.push(`${language} ${width} px: ${label}`)
      }
      await bottomBar.getByRole('button', { name: texts.more, exact: true }).click()
      const more = page.getByRole('dialog', { name: texts.more })
      await more.getByRole('group', { name: texts.language }).waitFor()
      await more.getByRole('button', { name: texts.logout, exact: true }).waitFor()
      await page.keyboard.press('Escape')
      await more.waitFor({ state: 'hidden' })
    }
    expect(problems).toEqual([])
    await context.close()
  })
})
