import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Page } from 'playwright-core'
import type { AxeResults, ImpactValue, Result } from 'axe-core'

/** The WCAG 2 level A and AA rules (2.0, 2.1 and 2.2) that every main page must pass. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Impacts that fail a test; the others are only reported. */
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical']

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const
export type Impact = (typeof IMPACTS)[number]

let axeSource: Promise<string> | undefined

/** axe-core's minified source, read once from the installed package. */
function loadAxeSource(): Promise<string> {
  const require = createRequire(import.meta.url)
  axeSource ??= readFile(join(dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8')
  return axeSource
}

/**
 * Lays out every element the browser skips for now (`content-visibility: auto`, the feed's later
 * cards), as it does when each comes near the screen. A skipped box has its estimated size while
 * axe measures its content, so a card taller than the estimate would seem to overlap the next one
 * (axe-core#2768): axe must see the layout a reader sees.
 */
export async function renderSkippedContent(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelectorAll<HTMLElement>('body *').forEach((element) => {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
    })
  })
}

/**
 * Runs axe-core's WCAG 2 A/AA rules on what `page` shows now and returns the violations.
 *
 * The app's Content-Security-Policy allows no inline scripts, so `page.addScriptTag({ content })`
 * would be refused (and counted as a CSP violation by openPage). `page.evaluate` runs through the
 * DevTools protocol, which the policy does not govern; the app's own scripts stay under it.
 */
export async function runAxe(page: Page, options: { exclude?: string[] } = {}): Promise<Result[]> {
  const source = await loadAxeSource()
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(source)
  await renderSkippedContent(page)
  const results = await page.evaluate(
    ({ tags, exclude }) => {
      const context = exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document
      return (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
    },
    { tags: WCAG_AA_TAGS, exclude: options.exclude ?? [] },
  )
  return results.violations
}

/** Violations counted by impact (each violated rule counts its nodes). */
export function countByImpact(violations: Result[]): Record<Impact, number> {
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 }
  for (const violation of violations) counts[(violation.impact ?? 'minor') as Impact] += violation.nodes.length
  return counts
}

/** One line per violated rule and node: rule id, impact, target selectors and axe's summary. */
export function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `  [${violation.impact ?? '?'}] ${violation.id}: ${node.target.join(' ')}\n    ${(node.failureSummary ?? violation.help).replace(/\n/g, '\n    ')}`,
      ),
    )
    .join('\n')
}

/**
 * Runs axe on `page` and throws, with a readable list, when it finds serious or critical
 * violations. Returns all violations (the moderate and minor ones for the caller to log).
 */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  options: { exclude?: string[] } = {},
): Promise<Result[]> {
  const violations = await runAxe(page, options)
  const blocking = violations.filter((violation) => BLOCKING.includes(violation.impact ?? 'minor'))
  if (blocking.length > 0)
    throw new Error(
      `${label} (${page.url()}): serious or critical accessibility violations:\n${describeViolations(blocking)}`,
    )
  return violations
}
