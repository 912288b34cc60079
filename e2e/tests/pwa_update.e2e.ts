import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { logInAs } from '../src/demoMembers.js'
import { useRedeployableSite } from '../src/redeployableSite.js'

/*
 * The installable app's "new version, reload" flow against the real server and worker
 * (docs/adr/0030-service-worker.md, "Updates"): the site serves its front ends from
 * a copy the test deploys a new build into (src/redeployableSite.ts).
 */

const browser = useBrowser()
const site = useRedeployableSite()

const UPDATE_NOTICE = 'A new version of Dilemma is available.'

/**
 * The versions of the site's service worker as Chromium's DevTools sees them (ServiceWorker
 * domain), kept up to date by their status events. Both builds' workers load the same /sw.js: a
 * page cannot tell them apart, DevTools numbers them.
 */
async function watchWorkerVersions(context: BrowserContext, page: Page) {
  const devTools = await context.newCDPSession(page)
  const statuses = new Map<string, string>()
  devTools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const { versionId, status } of versions) statuses.set(versionId, status)
  })
  await devTools.send('ServiceWorker.enable')
  const withStatus = (status: string) => [...statuses].filter(([, s]) => s === status).map(([versionId]) => versionId)
  return {
    /** The active version (only ever one: the one before it is redundant once it activates). */
    active: () => withStatus('activated')[0],
    /** Versions installed and waiting. */
    waiting: () => withStatus('installed'),
    statusOf: (versionId: string) => statuses.get(versionId),
  }
}

/**
 * Waits until the worker this first visit installed has taken the page (clients.claim). No
 * reload, unlike pwa.e2e.ts: the browser looks for a new worker after each page load of its
 * scope, and only the step a test names may do that.
 */
async function untilClaimed(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toBe(`${site().baseUrl}/sw.js`)
}

/** Whether the page's controller is its registration's active worker, and no worker waits. */
function controlledByActiveWorker(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    const controller = navigator.serviceWorker.controller
    return controller !== null && controller === registration?.active && registration.waiting === null
  })
}

/** The revisions of index.html in the worker's precache (workbox keys it by `__WB_REVISION__`). */
function precachedIndexRevisions(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const revisions: string[] = []
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url)
        if (url.pathname === '/index.html') revisions.push(url.searchParams.get('__WB_REVISION__') ?? '')
      }
    }
    return revisions.sort()
  })
}

/**
 * The member switches to another tab and back. Headless Chromium never hides a page, not even
 * behind another tab (w3c/webdriver#1718), so the page is told the way the browser would: its
 * visibilityState and a visibilitychange event, hidden and then visible. The shell's own listener
 * answers it with the real `registration.update()`.
 */
async function switchAwayAndBack(page: Page) {
  await page.evaluate(() => {
    const show = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    }
    show('hidden')
    show('visible')
    // The browser's own getters again (Document.prototype's).
    Reflect.deleteProperty(document, 'visibilityState')
    Reflect.deleteProperty(document, 'hidden')
  })
}

function buildNumberOf(page: Page) {
  return page.evaluate(() => document.querySelector('meta[name="dilemma-build"]')?.getAttribute('content') ?? '1')
}

describe('a new build of the installable app', () => {
  it('is offered when the member comes back to the tab, and Reload runs the page under the new worker', async () => {
    const { context, page } = await openPage(browser(), { siteUrl: site().baseUrl })
    const workers = await watchWorkerVersions(context, page)
    await logInAs(page, 'member01@dilemma.local', site().baseUrl)
    await untilClaimed(page)
    const oldBuild = site().current()
    await expect.poll(workers.active).toBeDefined()
    const oldWorker = workers.active()!
    expect(await precachedIndexRevisions(page)).toEqual([oldBuild.indexRevision])

    const newBuild = await site().deployNextBuild()
    // Nothing looks for it until the member comes back.
    await switchAwayAndBack(page)

    const notice = page.getByRole('status').filter({ hasText: UPDATE_NOTICE })
    await notice.waitFor()
    // The new build's worker has installed in the background (its index.html is precached beside
    // the old one) and waits: the old worker still runs the page.
    await expect.poll(workers.waiting).toHaveLength(1)
    const newWorker = workers.waiting()[0]!
    expect(workers.active()).toBe(oldWorker)
    expect(await precachedIndexRevisions(page)).toEqual([oldBuild.indexRevision, newBuild.indexRevision].sort())

    const reloaded = page.waitForEvent('load')
    await notice.getByRole('button', { name: 'Reload' }).click()
    await reloaded

    // The page is the new build's, under the new worker; the old worker is gone, and its precache.
    expect(await buildNumberOf(page)).toBe(String(newBuild.number))
    await expect.poll(workers.active).toBe(newWorker)
    await expect.poll(() => workers.statusOf(oldWorker)).toBe('redundant')
    await expect.poll(() => controlledByActiveWorker(page)).toBe(true)
    expect(await precachedIndexRevisions(page)).toEqual([newBuild.indexRevision])
    // Still her feed, and no notice: there is nothing newer.
    await page.getByRole('button', { name: 'Log out', exact: true }).waitFor()
    expect(await notice.count()).toBe(0)
    await context.close()
  })

  it('reloads a second tab into the new build that another tab switched to', async () => {
    const { context, page: first } = await openPage(browser(), { siteUrl: site().baseUrl })
    await logInAs(first, 'member02@dilemma.local', site().baseUrl)
    await untilClaimed(first)
    const second = await context.newPage()
    await second.goto(`${site().baseUrl}/feed`)
    expect(await second.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${site().baseUrl}/sw.js`)

    const newBuild = await site().deployNextBuild()
    await switchAwayAndBack(first)
    // Every open tab of the app hears of the new build.
    const noticeIn = (page: Page) => page.getByRole('status').filter({ hasText: UPDATE_NOTICE })
    await noticeIn(first).waitFor()
    await noticeIn(second).waitFor()

    const firstReloaded = first.waitForEvent('load')
    await noticeIn(first).getByRole('button', { name: 'Reload' }).click()
    await firstReloaded
    expect(await buildNumberOf(first)).toBe(String(newBuild.number))

    // The other tab still runs the old build, now under the new worker: its Reload loads the new one.
    const secondReloaded = second.waitForEvent('load')
    await noticeIn(second).getByRole('button', { name: 'Reload' }).click()
    await secondReloaded
    expect(await buildNumberOf(second)).toBe(String(newBuild.number))
    await expect.poll(() => controlledByActiveWorker(second)).toBe(true)
    expect(await noticeIn(second).count()).toBe(0)
    await context.close()
  })

  it('is offered on the next page load, after the browser has looked for it itself', async () => {
    const { context, page } = await openPage(browser(), { siteUrl: site().baseUrl })
    await page.goto(`${site().baseUrl}/feed`)
    await untilClaimed(page)

    const newBuild = await site().deployNextBuild()
    // A page load of the worker's scope: Chromium looks for a new worker a few seconds after it.
    await page.reload()
    const notice = page.getByRole('status').filter({ hasText: UPDATE_NOTICE })
    await notice.waitFor()
    const reloaded = page.waitForEvent('load')
    await notice.getByRole('button', { name: 'Reload' }).click()
    await reloaded
    expect(await buildNumberOf(page)).toBe(String(newBuild.number))
    await expect.poll(() => precachedIndexRevisions(page)).toEqual([newBuild.indexRevision])
    expect(await controlledByActiveWorker(page)).toBe(true)
    await context.close()
  })
})
