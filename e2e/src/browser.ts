import { mkdir } from 'node:fs/promises'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, onTestFailed, onTestFinished } from 'vitest'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * One browser for a test file: launched before its first test (ahead of the file's own
 * beforeAll hooks, when called first) and closed after its last. Returns its getter.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('the browser is not running: call useBrowser() at the top of the test file')
    return browser
  }
}

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

interface PageOptions {
  locale?: string
  viewport?: { width: number; height: number }
  /** The site popup's modal covers the first page a visitor opens; only its own test wants it. */
  showSitePopup?: boolean
  /** The server whose active popup is marked seen, when a test runs one of its own. */
  siteUrl?: string
  /** The browser's time zone (IANA name); the machine's when not given. */
  timezoneId?: string
}

/**
 * A fresh context per test: no cookies, English unless asked otherwise, and the active site popup
 * (the demo has one) already seen. The test fails when a page breaks the Content-Security-Policy.
 */
export async function openPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    timezoneId: options.timezoneId,
  })
  if (!options.showSitePopup) await markSitePopupSeen(context, options.siteUrl ?? inject('baseUrl'))
  failOnCspViolations(context)
  const page = await context.newPage()
  reportOnFailure(page)
  return { context, page }
}

/**
 * Chromium's console error for a CSP violation: "Refused to load …" or "… violates the
 * following Content Security Policy directive …".
 */
const CSP_VIOLATION = /^Refused to |Content Security Policy/

/**
 * Fails the running test once it has finished when any page of `context` reported a CSP
 * violation: the built apps must work under the server's policy. Contexts opened outside a test
 * (in beforeAll) are not checked.
 */
function failOnCspViolations(context: BrowserContext) {
  if (!expect.getState().currentTestName) return
  const violations: string[] = []
  context.on('console', (message) => {
    if (CSP_VIOLATION.test(message.text())) violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`)
  })
  onTestFinished(() => {
    if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`)
  })
}

/** Stores the active popup's id as seen, as the shell does when a visitor closes it. */
async function markSitePopupSeen(context: BrowserContext, siteUrl: string) {
  const response = await fetch(`${siteUrl}/api/popups/active`)
  const { popup } = (await response.json()) as { popup: { id: number } | null }
  if (!popup) return
  await context.addInitScript((id) => {
    if (window.localStorage.getItem('dilemma.seenPopupId') === null)
      window.localStorage.setItem('dilemma.seenPopupId', String(id))
  }, popup.id)
}

/** How much of the page's accessibility tree a failure report prints. */
const SNAPSHOT_CHARACTERS = 20_000

/**
 * When the running test fails, prints what its page showed (address, accessibility tree, browser
 * console errors, failed API answers) and saves a screenshot under e2e/artifacts/, so that a
 * failure in a CI run can be explained from its log. Pages opened outside a test (in beforeAll)
 * are not reported.
 */
function reportOnFailure(page: Page) {
  const testName = expect.getState().currentTestName
  if (!testName) return
  const events: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') events.push(`console error: ${message.text()}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) events.push(`${response.status()} ${response.request().method()} ${response.url()}`)
  })
  onTestFailed(async () => {
    if (page.isClosed()) return
    const file = `artifacts/${testName.replace(/[^\w-]+/g, '_').slice(0, 120)}.png`
    await mkdir('artifacts', { recursive: true })
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined)
    const snapshot = await page
      .locator('body')
      .ariaSnapshot()
      .catch((error: Error) => `(no snapshot: ${error.message})`)
    console.error(
      [
        `--- page of the failed test "${testName}" at ${page.url()} (screenshot: e2e/${file})`,
        ...events,
        snapshot.slice(0, SNAPSHOT_CHARACTERS),
        '---',
      ].join('\n'),
    )
  })
}
