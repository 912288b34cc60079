/*
 * Reading the server's first screen as a reader without JavaScript sees it, and
 * watching the app take it over in the browser.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { BrowserContext, Cookie, Page } from 'playwright-core'
import { expect } from 'vitest'

export const LANGUAGES = ['de', 'en', 'tr'] as const
export type Language = (typeof LANGUAGES)[number]
export const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-US', tr: 'tr-TR' }

/** An app's own message catalogue (`folder/<language>.json`, from the repository root). */
export function messages(folder: string, language: Language): Record<string, string> {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, '../..', folder, `${language}.json`), 'utf8'))
}

/** The query answers the server sent with its first screen, `[queryKey, data]` (its JSON beside the markup). */
export function firstScreenQueriesOf(html: string): [unknown[], unknown][] {
  const json = /<script type="application\/json" id="first-screen-data">([^<]*)<\/script>/.exec(html)?.[1]
  expect(json, 'the first screen comes with its data').toBeDefined()
  return JSON.parse(json!) as [unknown[], unknown][]
}

/** The text of `html`'s first screen, as a reader without JavaScript sees it (markup and styles gone). */
export function firstScreenTextOf(html: string): string {
  const screen = /<div id="first-screen" inert>([^]*?)<\/div><(?:script|div id="root")/.exec(html)?.[1] ?? ''
  return decodeEntities(screen.replace(/<style[^>]*>[^]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** The layout shifts recorded in the page: their sum and, per shift, what moved. */
interface LayoutShift {
  value: number
  sources: string[]
}

interface LayoutShiftRecord {
  layoutShift: LayoutShift
}

interface LayoutShiftEntry {
  value: number
  startTime: number
  hadRecentInput: boolean
  sources: { node: Node | null }[]
}

interface TakeOver {
  before: string
  after: string
}

/** Records, in the page, what the server's first screen and the app show when the app takes over, and the layout shifts. */
export async function watchTakeOver(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as LayoutShiftRecord & { takeOver?: TakeOver }
    record.layoutShift = { value: 0, sources: [] }
    // Each shift's moved elements are named (tag, id, classes, text), so a failure says what moved.
    const nameOf = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${Array.from(node.classList).join('.')} "${(node.textContent ?? '').slice(0, 40)}"`
        : String(node?.nodeName)
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue
        record.layoutShift.value += entry.value
        const moved = entry.sources.map((source) => nameOf(source.node)).join(', ')
        record.layoutShift.sources.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
    // The text a reader sees: Mantine's responsive <style> elements (named per render) left out.
    const visibleText = (element: Element | null | undefined) => {
      if (!element) return ''
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      let text = ''
      while (walker.nextNode())
        if (walker.currentNode.parentElement?.tagName !== 'STYLE') text += walker.currentNode.nodeValue
      return text
    }
    const textOf = (root: Element | null) =>
      ['header', 'main'].map((part) => visibleText(root?.querySelector(part))).join('\n')
    new MutationObserver((mutations, observer) => {
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.removedNodes)) {
          if (node instanceof HTMLElement && node.id === 'first-screen') {
            record.takeOver = { before: textOf(node), after: textOf(document.getElementById('root')) }
            observer.disconnect()
          }
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

/** The texts before and after the take-over of the page just opened (`watchTakeOver`), once it happened. */
export async function takeOverOf(page: Page): Promise<TakeOver> {
  const takeOver = await page.waitForFunction(() => (window as unknown as { takeOver?: TakeOver }).takeOver)
  return (await takeOver.jsonValue())!
}

/** The layout shifts of the page so far (`watchTakeOver`), once its network is quiet. */
async function layoutShiftOf(page: Page): Promise<LayoutShift> {
  await page.waitForLoadState('networkidle')
  return page.evaluate(() => (window as unknown as LayoutShiftRecord).layoutShift)
}

/** The summed layout shift a take-over may cause: well below what a reader notices (0.1 is "good" CLS). */
const LAYOUT_SHIFT_LIMIT = 0.02

/** Fails when the page's layout shifted by LAYOUT_SHIFT_LIMIT or more, naming each shift and what moved. */
export async function expectNoLayoutShift(page: Page, label: string) {
  const { value, sources } = await layoutShiftOf(page)
  expect(value, `${label}; shifts: ${sources.join(' | ')}`).toBeLessThan(LAYOUT_SHIFT_LIMIT)
}

/** The stored language choice the server's first screen follows (app-runtime `storeLanguageCookie`). */
export const LANGUAGE_COOKIE = 'dilemma_language'

/** Her session's cookies at `baseUrl`, the stored language choice left out: a test names its own. */
export async function sessionCookiesOf(context: BrowserContext, baseUrl: string): Promise<Cookie[]> {
  return (await context.cookies(baseUrl)).filter((cookie) => cookie.name !== LANGUAGE_COOKIE)
}
