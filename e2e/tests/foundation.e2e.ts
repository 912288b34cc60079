import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()

/** The header's DE/EN/TR switcher: buttons named by the language's own name. */
function chooseLanguage(page: Page, languageName: string) {
  return page.getByRole('button', { name: languageName, exact: true }).filter({ visible: true }).first().click()
}

describe('the landing page', () => {
  it('renders through the shell and the member app and switches DE/EN/TR', async () => {
    const { context, page } = await openPage(browser(), { locale: 'en-US' })
    await page.goto(`${baseUrl}/`)
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en')
    await page
      .getByRole('link', { name: /discover/i })
      .first()
      .waitFor()

    for (const [languageName, lang, discover] of [
      ['DE – Deutsch', 'de', /entdecken/i],
      ['TR – Türkçe', 'tr', /keşfet/i],
      ['EN – English', 'en', /discover/i],
    ] as const) {
      await chooseLanguage(page, languageName)
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang)
      await page.getByRole('link', { name: discover }).first().waitFor()
    }
    await context.close()
  })

  it('keeps the chosen language after a reload', async () => {
    const { context, page } = await openPage(browser(), { locale: 'en-US' })
    await page.goto(`${baseUrl}/`)
    await chooseLanguage(page, 'DE – Deutsch')
    await page.reload()
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de')
    await context.close()
  })
})

describe('routes served from one origin', () => {
  it('renders /feed through the member app on a deep-link load', async () => {
    const { context, page } = await openPage(browser())
    const response = await page.goto(`${baseUrl}/feed`)
    expect(response?.status()).toBe(200)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.reload()
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/feed')
    await context.close()
  })

  it("loads the feed's own messages with it, and again in a newly chosen language", async () => {
    const { context, page } = await openPage(browser(), { locale: 'en-US' })
    await page.goto(`${baseUrl}/`)
    await page
      .getByRole('link', { name: /discover/i })
      .first()
      .click()
    await page.getByRole('heading', { level: 1, name: 'Feed' }).waitFor()
    await chooseLanguage(page, 'TR – Türkçe')
    await page.getByRole('heading', { level: 1, name: 'Akış' }).waitFor()
    await context.close()
  })

  it('sends a guest from /madmin to /login', async () => {
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/madmin`)
    await page.waitForURL(/\/login$/)
    await context.close()
  })

  it('renders /feed through the member remote and /madmin through the admin remote, both through module federation', async () => {
    const { context, page } = await openPage(browser())
    // Each copy of React DOM registers its renderer with the developer tools' hook: one React on the page.
    await context.addInitScript(() => {
      const page = window as unknown as { reactRenderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: object }
      page.reactRenderers = 0
      page.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        inject: () => ++page.reactRenderers,
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      }
    })
    const reactRenderers = () => page.evaluate(() => (window as unknown as { reactRenderers: number }).reactRenderers)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    await page.goto(`${baseUrl}/feed`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.waitForLoadState('networkidle')
    // The member screens come from the member remote's own build, loaded through module federation.
    expect(scripts).toContain('/apps/member/remoteEntry.js')
    expect(scripts.some((path) => path.startsWith('/apps/member/assets/'))).toBe(true)
    expect(await reactRenderers()).toBe(1)
    // Its manifest says what it exposes, for tools that read remotes by their manifest.
    const manifest = await page.evaluate(async () => (await fetch('/apps/member/mf-manifest.json')).json())
    expect(manifest.name).toBe('member')
    expect(manifest.exposes.map((exposed: { path: string }) => exposed.path)).toContain('./routes')
    await page.goto(`${baseUrl}/`)
    await page.evaluate(async () => {
      await fetch('/api/health', { credentials: 'include' })
      const xsrf = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '')
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': xsrf },
        body: JSON.stringify({ usernameOrEmail: 'admin@dilemma.local', password: 'dilemma-demo' }),
      })
      if (!response.ok) throw new Error(`login failed: ${response.status}`)
    })
    await page.goto(`${baseUrl}/madmin`)
    await page.getByRole('tab', { name: /reports/i }).waitFor()
    await page.getByRole('tab', { name: /users/i }).click()
    // The tab turns selected once its lazily loaded panel is in: wait for it rather than read it at once.
    await page.getByRole('tab', { name: /users/i, selected: true }).waitFor()
    // The console came from the admin remote and rendered with the shell's React and providers.
    expect(scripts).toContain('/apps/admin/remoteEntry.js')
    expect(await reactRenderers()).toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })

  it('answers an unknown path with the not-found page and HTTP 404', async () => {
    const { context, page } = await openPage(browser())
    const response = await page.goto(`${baseUrl}/no/such/page`)
    expect(response?.status()).toBe(404)
    await page.getByRole('link', { name: /home/i }).first().waitFor()
    await context.close()
  })

  it('answers an unknown API path with the JSON error shape', async () => {
    const response = await fetch(`${baseUrl}/api/no-such-endpoint`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })
})
