import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page, type Route } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { logInAs } from '../src/demoMembers.js'
import { takeOverOf, watchTakeOver } from '../src/firstScreen.js'

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

/** Paths in the caches that are pages (no file name), not the app's files: a page load kept. */
async function cachedPages(page: Page): Promise<string[]> {
  return (await cachedPaths(page)).filter((path) => !/\.\w+$/.test(path))
}

/**
 * Holds the server's answer to the service worker's page load of `path` (its network request)
 * until the test releases it: a page load on a network as slow as the test needs, without a timer.
 */
async function holdPageLoads(context: BrowserContext, path: string) {
  const held: Route[] = []
  const ofPath = (url: URL) => url.pathname === path
  await context.route(ofPath, (route) => (route.request().serviceWorker() ? held.push(route) : route.continue()))
  return {
    /** How many of the worker's page loads wait for the server. */
    waiting: () => held.length,
    /** Lets the held page loads reach the server, and holds no more; resolves once their late answers came. */
    release: async () => {
      const routes = held.splice(0)
      await Promise.all(routes.map((route) => route.continue()))
      await Promise.all(routes.map((route) => route.request().response()))
      await context.unroute(ofPath)
    },
  }
}

/** The first page of polls GET /posts answers the page (guest or member). */
async function feedTitlesAnsweredTo(page: Page): Promise<string[]> {
  const response = await page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/posts')
  const { posts } = (await response.json()) as { posts: { title: string }[] }
  return posts.map((post) => post.title)
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
    // The shell's header and the member app's page, both from the precache.
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
    // …the worker keeps the app (the shell, the member remote's entry and screens), and none of the
    // API's or uploads' answers.
    expect(paths).toContain('/index.html')
    expect(paths).toContain('/apps/member/remoteEntry.js')
    expect(paths.some((path) => /^\/apps\/member\/assets\/FeedPage-[\w-]+\.js$/.test(path))).toBe(true)
    expect(paths.filter((path) => path.startsWith('/api') || path.startsWith('/uploads'))).toEqual([])
    await context.close()
  })
})

describe('a pushed notice', () => {
  it('shows as a notification with its words, icon and the tag of its poll', async () => {
    const { context, page } = await openPage(browser())
    await context.grantPermissions(['notifications'], { origin: baseUrl })
    await page.goto(`${baseUrl}/`)
    await untilControlled(page)
    const cdp = await context.newCDPSession(page)
    const registration = new Promise<string>((found) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((candidate) => candidate.scopeURL === `${baseUrl}/`)
        if (ours) found(ours.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    const notice = {
      title: 'Your poll has ended',
      body: '“Coffee or tea?”: “Tea” won with 3 votes.',
      url: '/post/7',
      tag: 'post-7',
      icon: '/pwa-192x192.png',
      lang: 'en',
    }

    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId: await registration,
      data: JSON.stringify(notice),
    })

    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
            title: shown.title,
            body: shown.body,
            tag: shown.tag,
            icon: new URL(shown.icon).pathname,
            url: (shown.data as { url: string }).url,
          })),
        ),
      )
      .toEqual([{ title: notice.title, body: notice.body, tag: 'post-7', icon: '/pwa-192x192.png', url: '/post/7' }])
    await context.close()
  })
})

/** What the test reads of a service worker's global scope (the DOM library types a window's). */
interface WorkerScope {
  registration: ServiceWorkerRegistration
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event
  dispatchEvent(event: Event): boolean
}

describe('a member turns notifications on and clicks one', () => {
  /*
   * Headless Chromium has no push service (pushManager.subscribe needs Google's), and no API, in
   * DevTools or WebDriver, clicks a notification. So: the permission is granted through DevTools
   * (Browser.grantPermissions) and her press of the button is real, up to the subscription the
   * browser cannot make; the push is delivered to the worker by DevTools
   * (ServiceWorker.deliverPushMessage); the click is a NotificationEvent dispatched in the worker
   * with the notification it showed, so the worker's own click handler takes her tab to the poll.
   */
  it('asks nothing on load, tries to subscribe when she presses; a notification click opens the poll', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, 'member01@dilemma.local')
    await untilControlled(page)
    const [post] = (await (await page.request.get(`${baseUrl}/api/posts?page=1&limit=1`)).json()).posts as {
      id: number
    }[]
    const subscriptions: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/push/subscriptions')) subscriptions.push(request.method())
    })

    await page.goto(`${baseUrl}/profile?tab=account`)
    const turnOn = page.getByRole('button', { name: 'Turn on notifications on this device' })
    await turnOn.waitFor()
    expect(await page.evaluate(() => Notification.permission)).toBe('default')
    await context.grantPermissions(['notifications'], { origin: baseUrl })
    await turnOn.click()
    // Granted, but this browser has no push service: she is told, and nothing is sent to the API.
    await page.getByRole('alert').filter({ hasText: 'Notifications could not be switched on this device' }).waitFor()
    expect(await page.evaluate(() => Notification.permission)).toBe('granted')
    expect(subscriptions).toEqual([])

    const cdp = await context.newCDPSession(page)
    const registration = new Promise<string>((found) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((candidate) => candidate.scopeURL === `${baseUrl}/`)
        if (ours) found(ours.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    const notice = {
      title: 'Your poll has ended',
      body: 'It is decided.',
      url: `/post/${post!.id}`,
      tag: `post-${post!.id}`,
    }
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId: await registration,
      data: JSON.stringify({ ...notice, icon: '/pwa-192x192.png', lang: 'en' }),
    })
    const worker = context.serviceWorkers().find((candidate) => candidate.url() === `${baseUrl}/sw.js`)!
    const shownTags = () =>
      worker.evaluate(async () =>
        (await (self as unknown as WorkerScope).registration.getNotifications()).map((shown) => shown.tag),
      )
    await expect.poll(shownTags).toEqual([notice.tag])

    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope
      const [shown] = await scope.registration.getNotifications()
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown! }))
    })

    await page.waitForURL(`${baseUrl}${notice.url}`)
    // The handler closed it.
    await expect.poll(shownTags).toEqual([])
    await context.close()
  })
})

describe('a returning visitor on a slow network', () => {
  it('gets the cached app shell once the page has not come within the timeout, then the fresh feed from the API', async () => {
    const { context, page } = await openPage(browser())
    const pageErrors = collectPageErrors(page)
    await page.goto(`${baseUrl}/`)
    await untilControlled(page)
    const slowPage = await holdPageLoads(context, '/feed')

    const feedTitles = feedTitlesAnsweredTo(page)
    const shell = await page.goto(`${baseUrl}/feed`)
    // The server has not answered: the page is the precached shell (the plain build) from the worker.
    expect(slowPage.waiting()).toBe(1)
    expect(shell?.fromServiceWorker()).toBe(true)
    expect(await page.locator('#first-screen').count()).toBe(0)
    // The app loads the page's content from the API.
    const [title] = await feedTitles
    await page.getByText(title!, { exact: true }).first().waitFor()
    await page.getByRole('heading', { name: 'Feed', level: 1 }).waitFor()
    expect(slowPage.waiting()).toBe(1)

    await slowPage.release()
    expect(await cachedPages(page)).toEqual([])
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('gives a signed-in member the shell and then her feed, and never stores her page', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, 'member16@dilemma.local')
    // A page load of her feed (its polls come with the page) ends what the page after logging in still loads.
    await page.goto(`${baseUrl}/feed`)
    await untilControlled(page)
    const slowPage = await holdPageLoads(context, '/feed')

    const session = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/users/me')
    const feedTitles = feedTitlesAnsweredTo(page)
    await page.goto(`${baseUrl}/feed`)
    expect(slowPage.waiting()).toBe(1)
    expect(await page.locator('#first-screen').count()).toBe(0)
    // The app reads her session and her feed from the API.
    expect(((await (await session).json()) as { user: { username: string } }).user.username).toBe('member16')
    const [title] = await feedTitles
    await page.getByText(title!, { exact: true }).first().waitFor()

    // Her page from the server, late or on time, is never kept.
    await slowPage.release()
    const onTime = await page.goto(`${baseUrl}/feed`)
    expect(onTime?.fromServiceWorker()).toBe(true)
    expect(await onTime?.headerValue('cache-control')).toBe('private, no-store')
    expect(await cachedPages(page)).toEqual([])
    await context.close()
  })
})

describe('a returning visitor on a fast network', () => {
  it("gets the server's page with its first screen through the worker", async () => {
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/`)
    await untilControlled(page)
    await watchTakeOver(page)

    const response = await page.goto(`${baseUrl}/feed`)
    expect(response?.fromServiceWorker()).toBe(true)
    const { before, after } = await takeOverOf(page)
    expect(before).toContain('Feed')
    expect(after).toBe(before)
    expect(await cachedPages(page)).toEqual([])
    await context.close()
  })
})
