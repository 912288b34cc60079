import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()

const pages = {
  en: { faq: 'Frequently asked questions', terms: 'Terms of service', privacy: 'Privacy policy', impressum: 'Imprint' },
  de: { faq: 'Häufige Fragen', terms: 'Nutzungsbedingungen', privacy: 'Datenschutzerklärung', impressum: 'Impressum' },
} as const
const locales = { en: 'en-US', de: 'de-DE' } as const

async function proPrice(page: Page): Promise<number> {
  const response = await page.request.get(`${baseUrl}/api/plans`)
  const { plans } = (await response.json()) as { plans: Array<{ id: string; price: number }> }
  return plans.find((plan) => plan.id === 'pro')!.price
}

describe('content pages', () => {
  it.each(['en', 'de'] as const)('in %s, the footer reaches each page', async (language) => {
    const { context, page } = await openPage(browser(), { locale: locales[language] })
    await page.goto(`${baseUrl}/`)
    // The cookie notice covers the footer until it is accepted.
    await page.getByRole('button', { name: language === 'de' ? 'Verstanden' : 'Got it' }).click()
    const footer = page.getByRole('contentinfo')
    for (const [path, title] of Object.entries(pages[language])) {
      await footer.locator(`a[href="/${path}"]`).click()
      await page.waitForURL(`${baseUrl}/${path}`)
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
    }
    await page.getByRole('heading', { name: /Haftung für Links/ }).waitFor()
    await context.close()
  })

  it.each(['en', 'de'] as const)('in %s, the FAQ quotes the Pro price the server charges', async (language) => {
    const { context, page } = await openPage(browser(), { locale: locales[language] })
    const price = new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'EUR' }).format(
      await proPrice(page),
    )
    await page.goto(`${baseUrl}/faq`)
    const question = language === 'de' ? 'Was kosten die Pläne?' : 'What do the plans cost?'
    await page.getByRole('button', { name: question }).click()
    const answer = page.getByText(language === 'de' ? /Pro kostet/ : /Pro costs/)
    await answer.waitFor()
    expect(await answer.textContent()).toContain(price)
    await context.close()
  })

  it('a deep link opens its question, scrolled into view, on a 390 px phone', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 390, height: 844 } })
    await page.goto(`${baseUrl}/faq#vote-limit`)
    const question = page.getByRole('button', { name: 'What is a vote limit?' })
    await question.waitFor()
    expect(await question.getAttribute('aria-expanded')).toBe('true')
    await page.getByText(/an odd number from 11 to 9,999/).waitFor()
    expect(await question.isVisible()).toBe(true)
    const box = await question.boundingBox()
    expect(box!.y).toBeLessThan(844)
    // Readable at 390 px: nothing makes the page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await context.close()
  })

  it('terms and privacy name the configured contact; the imprint marks sample values', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 390, height: 844 } })
    const facts = (await (await page.request.get(`${baseUrl}/api/site-facts`)).json()) as {
      contactEmail: string
      imprint: { demo: boolean; taxId: string }
    }
    for (const path of ['terms', 'privacy']) {
      await page.goto(`${baseUrl}/${path}`)
      await page.getByText(/^Last updated: /).waitFor()
      await page.getByText(facts.contactEmail, { exact: false }).first().waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    }
    await page.goto(`${baseUrl}/impressum`)
    await page.getByText(facts.imprint.taxId, { exact: false }).waitFor()
    if (facts.imprint.demo) await page.getByText('Beispielangaben', { exact: true }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await context.close()
  })
})

/**
 * The share of white pixels in the strip of `height` px just above the footer, at the left edge of
 * the window (beside the centred content): 1 when the page's background ends above the footer.
 */
async function whiteAboveFooter(page: Page, height = 24): Promise<number> {
  const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top)
  const png = await page.screenshot({ clip: { x: 0, y: footerTop - height, width: 40, height } })
  return page.evaluate(async (bytes) => {
    const image = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }))
    const context = new OffscreenCanvas(image.width, image.height).getContext('2d')!
    context.drawImage(image, 0, 0)
    const { data } = context.getImageData(0, 0, image.width, image.height)
    let white = 0
    for (let index = 0; index < data.length; index += 4)
      if (data[index] === 255 && data[index + 1] === 255 && data[index + 2] === 255) white += 1
    return white / (data.length / 4)
  }, Array.from(png))
}

describe('the special background of the landing, login and registration pages', () => {
  it('reaches the footer at 1280×900', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } })
    await page.goto(`${baseUrl}/`)
    // The cookie notice covers the bottom of the window until it is accepted.
    await page.getByRole('button', { name: 'Got it' }).click()
    const bands: Record<string, number> = {}
    for (const path of ['/', '/login', '/register']) {
      await page.goto(`${baseUrl}${path}`)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      // The server's copy of the first screen (footer included) leaves when the app takes over.
      await page.locator('#first-screen').waitFor({ state: 'detached' })
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      bands[path] = await whiteAboveFooter(page)
    }
    expect(bands).toEqual({ '/': 0, '/login': 0, '/register': 0 })
    await context.close()
  })
})
