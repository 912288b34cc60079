import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()

/**
 * Waits until the service worker is active (its install, and so its precache, has completed) and
 * controls the page, reloading once when the page was loaded before the worker existed.
 */
async function untilControlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseUrl}/sw.js`)
}

/** The path of every request kept in any of the page's caches. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname)
    }
    return paths
  })
}

/** Uncaught exceptions of the page (console errors of failed requests while offline are expected). */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

describe('the installable app', () => {
  it('links a valid manifest with the app’s name, start page, colours and icons', async () => {
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/`)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/manifest.webmanifest')

    const response = await fetch(`${baseUrl}${href}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    const manifest = (await response.json()) as { icons: { src: string; sizes: string; purpose?: string }[] }
    expect(manifest).toMatchObject({
      name: 'Dilemma',
      short_name: 'Dilemma',
      start_url: '/feed',
      display: 'standalone',
      theme_color: '#c73a6a',
      background_color: '#ffffff',
    })
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of manifest.icons) {
      const image = await fetch(`${baseUrl}${icon.src}`)
      expect([icon.src, image.status, image.headers.get('content-type')]).toEqual([icon.src, 200, 'image/png'])
    }

    await untilControlled(page)
    const devTools = await context.newCDPSession(page)
    const { errors } = await devTools.send('Page.getAppManifest')
    expect(errors).toEqual([])
    await context.close()
  })

  it("passes Chromium's installability check", async () => {
    // A browser context of its own (browser.newContext) is incognito, where Chromium installs
    // nothing ("in-incognito"): this check needs a profile on disk.
    const profile = await mkdtemp(join(tmpdir(), 'dilemma-pwa-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      locale: 'en-US',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto(`${baseUrl}/`)
      await untilControlled(page)
      const devTools = await context.newCDPSession(page)
      const { installabilityErrors } = await devTools.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
    } finally {
      await context.close()
      await rm(profile, { recursive: true, force: true })
    }
  })

  it('registers its service worker, which controls the page after a reload', async () => {
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/`)
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    expect(scope).toBe(`${baseUrl}/`)
    await page.reload()
    await page.getByRole('banner').waitFor()
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseUrl}/sw.js`)
    await context.close()
  })

  it('shows the app shell with a translated offline notice when the network is gone', async () => {
    const { context, page } = await openPage(browser(), { locale: 'de-DE' })
    const pageErrors = collectPageErrors(page)
    await page.goto(`${baseUrl}/`)
    await untilControlled(page)

    await context.setOffline(true)
    await page.goto(`${baseUrl}/feed`)
    await page.getByRole('status').filter({ hasText: 'Du bist offline' }).waitFor()
    // The shell's header (from the precache) and the member remote (remoteEntry.js cached at install).
    await page.getByRole('banner').getByRole('link', { name: 'Dilemma Startseite' }).waitFor()
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(pageErrors).toEqual([])

    // Back online, the notice goes.
    await context.setOffline(false)
    await page.getByRole('status').filter({ hasText: 'Du bist offline' }).waitFor({ state: 'detached' })
    await context.close()
  })

  it('never keeps API answers or uploads in its caches', async () => {
    const { context, page } = await openPage(browser())
    const apiRequests: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/api/')) apiRequests.push(path)
    })
    await page.goto(`${baseUrl}/`)
    await untilControlled(page)
    apiRequests.length = 0
    await page.goto(`${baseUrl}/feed`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.waitForLoadState('networkidle')
    // The controlled page did call the API…
    expect(apiRequests.length).toBeGreaterThan(0)

    const paths = await cachedPaths(page)
    // …the worker keeps the app (shell, member remote), and none of the API's or uploads' answers.
    expect(paths).toContain('/index.html')
    expect(paths).toContain('/apps/member/remoteEntry.js')
    expect(paths.some((path) => path.startsWith('/apps/member/assets/'))).toBe(true)
    expect(paths.filter((path) => path.startsWith('/api') || path.startsWith('/uploads'))).toEqual([])
    await context.close()
  })
})
