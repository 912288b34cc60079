// `npm run measure`: the first-page JavaScript budget (shell/scripts/measureFirstLoad.mjs), then
// Lighthouse 12 (desktop preset, Debian Chromium) on the built app: `/` and `/feed` as a guest and
// `/feed` as a signed-in member, a few runs each, medians printed as a table.
//
//   npm run measure                      prints the figures
//   npm run measure -- --check           exits 1 when a page misses a budget (below)
//   npm run measure -- --runs 5          runs per page (default 3)
//   npm run measure -- --reports <dir>   also writes every run's Lighthouse report (JSON) there
//   npm run measure -- --skip-bytes      Lighthouse only
//
// Needs `npm run build` and Chromium (CHROME_PATH, default /usr/bin/chromium). Starts the built
// server itself on a free port with a throwaway demo database (scripts/builtServer.mjs).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from 'playwright-core'
import { startBuiltServer } from '../../scripts/builtServer.mjs'
import { npmCommand, repoRoot, run } from '../../scripts/lib.mjs'

const BUDGET = { performance: 95, cls: 0.1, tbtMs: 200, consoleErrors: 0 }
const MEMBER = { email: 'member01@dilemma.local', password: 'dilemma-demo' }
const PAGES = [
  { name: '/ (guest)', path: '/', member: false },
  { name: '/feed (guest)', path: '/feed', member: false },
  { name: '/feed (member)', path: '/feed', member: true },
]
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic']

const { values: options } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    reports: { type: 'string' },
    'skip-bytes': { type: 'boolean', default: false },
  },
})
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive whole number')
const reportsDir = options.reports ? resolve(process.cwd(), options.reports) : null

const builtFiles = ['shell/dist/index.html', 'member-app/dist/remoteEntry.js', 'backend/build/bin/server.js']
if (builtFiles.some((file) => !existsSync(join(repoRoot, file)))) {
  console.error('Build Dilemma first: npm run build')
  process.exit(1)
}

let budgetMissed = false

if (!options['skip-bytes']) {
  console.log('First page JavaScript (gzip), npm run measure -w shell:')
  try {
    await run(npmCommand, ['run', 'measure', '-w', 'shell', '--silent', '--', ...(options.check ? ['--check'] : [])])
  } catch {
    budgetMissed = true
  }
  console.log('')
}

const server = await startBuiltServer({ label: 'dilemma-measure' })
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
})
try {
  await warmUp(chrome.port, server.baseUrl)
  const memberCookies = await logInThroughApi(server.baseUrl)
  const rows = []
  for (const page of PAGES) {
    const samples = []
    for (let index = 0; index < runs; index++) {
      await useCookies(chrome.port, page.member ? memberCookies : [])
      const lhr = await audit(`${server.baseUrl}${page.path}`, chrome.port)
      if (reportsDir) saveReport(lhr, page, index)
      samples.push(figuresOf(lhr))
      process.stdout.write(`  ${page.name} run ${index + 1}/${runs}: performance ${samples.at(-1).performance}\n`)
    }
    rows.push({ page: page.name, ...medianOf(samples), errorTexts: [...new Set(samples.flatMap((s) => s.errorTexts))] })
  }
  printTable(rows)
  for (const row of rows) {
    const missed = missedBudgets(row)
    if (missed.length > 0) {
      budgetMissed = true
      console.log(`✗ ${row.page}: ${missed.join(', ')}`)
    }
  }
} finally {
  chrome.kill()
  await server.stop()
}

if (options.check && budgetMissed) process.exit(1)

/**
 * Logs the demo member in through the API, as the app does: a GET for the CSRF cookie, then the
 * login with the token echoed. Returns the cookies the server set, for Chromium's cookie jar.
 */
async function logInThroughApi(baseUrl) {
  const jar = new Map()
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const separator = pair.indexOf('=')
      const path = attributes.find((part) => part.toLowerCase().startsWith('path='))?.slice(5) ?? '/'
      const httpOnly = attributes.some((part) => part.toLowerCase() === 'httponly')
      jar.set(pair.slice(0, separator), { value: pair.slice(separator + 1), path, httpOnly })
    }
  }
  const cookieHeader = () => [...jar].map(([name, { value }]) => `${name}=${value}`).join('; ')
  keep(await fetch(`${baseUrl}/api/health`))
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookieHeader(),
      'x-csrf-token': decodeURIComponent(jar.get('XSRF-TOKEN')?.value ?? ''),
    },
    body: JSON.stringify({ usernameOrEmail: MEMBER.email, password: MEMBER.password }),
  })
  if (!login.ok) throw new Error(`logging in as ${MEMBER.email} failed: ${login.status} ${await login.text()}`)
  keep(login)
  const url = new URL(baseUrl)
  return [...jar].map(([name, { value, path, httpOnly }]) => ({
    name,
    value,
    domain: url.hostname,
    path,
    httpOnly,
    secure: false,
    sameSite: 'Lax',
  }))
}

/**
 * Loads every page once before measuring: a freshly started server compresses each file on its
 * first request and its code is not optimised yet, which only the first run would pay.
 */
async function warmUp(port, baseUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0].newPage()
    for (const path of new Set(PAGES.map((each) => each.path))) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
    }
    await page.close()
  } finally {
    await browser.close()
  }
}

/**
 * Puts exactly these cookies in Chromium's jar before a run. Real cookies rather than Lighthouse's
 * `extraHeaders`: the page's own script reads the non-httpOnly session marker, and the server's
 * answers (a refreshed session) must reach the jar. Lighthouse resets neither cookies nor, by
 * default, local storage; `audit` clears the latter.
 */
async function useCookies(port, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]
    await context.clearCookies()
    if (cookies.length > 0) await context.addCookies(cookies)
  } finally {
    await browser.close()
  }
}

/** One Lighthouse run of the performance category and the console-errors audit, as a first visit. */
async function audit(url, port) {
  const config = {
    ...desktopConfig,
    settings: {
      ...desktopConfig.settings,
      onlyCategories: ['performance'],
      // Best practices' audit, run besides the category.
      onlyAudits: ['errors-in-console'],
      // A first visit every time: no accepted cookie notice or seen site notice from an earlier run.
      clearStorageTypes: [
        'file_systems',
        'shader_cache',
        'service_workers',
        'cache_storage',
        'local_storage',
        'indexeddb',
      ],
    },
  }
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json' }, config)
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`)
  return result.lhr
}

function figuresOf(lhr) {
  const { audits } = lhr
  const scripts = audits['resource-summary'].details.items.find((item) => item.resourceType === 'script')
  const errors = audits['errors-in-console'].details?.items ?? []
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    scriptKb: (scripts?.transferSize ?? 0) / 1024,
    consoleErrors: errors.length,
    errorTexts: errors.map((item) => `${item.source}: ${item.description}`),
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Medians, but the most console errors of any run: one error in one run is one too many. */
function medianOf(samples) {
  const keys = ['performance', 'cls', 'tbtMs', 'lcpMs', 'scriptKb']
  const medians = Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]))
  return { ...medians, consoleErrors: Math.max(...samples.map((sample) => sample.consoleErrors)) }
}

function missedBudgets(row) {
  const missed = []
  if (row.performance < BUDGET.performance) missed.push(`performance ${row.performance} < ${BUDGET.performance}`)
  if (row.cls > BUDGET.cls) missed.push(`CLS ${row.cls.toFixed(3)} > ${BUDGET.cls}`)
  if (row.tbtMs > BUDGET.tbtMs) missed.push(`TBT ${Math.round(row.tbtMs)} ms > ${BUDGET.tbtMs} ms`)
  if (row.consoleErrors > BUDGET.consoleErrors) missed.push(`${row.consoleErrors} console errors`)
  return missed
}

function printTable(rows) {
  const header = ['page', 'perf', 'CLS', 'TBT ms', 'LCP ms', 'JS KB', 'console errors (max)']
  const lines = rows.map((row) => [
    row.page,
    String(row.performance),
    row.cls.toFixed(3),
    String(Math.round(row.tbtMs)),
    String(Math.round(row.lcpMs)),
    row.scriptKb.toFixed(1),
    String(row.consoleErrors),
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)))
  const format = (cells) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')
  console.log(`\nLighthouse ${runs} run(s) per page, medians (desktop preset, simulated throttling):`)
  console.log(format(header))
  for (const line of lines) console.log(format(line))
  for (const row of rows) for (const text of row.errorTexts) console.log(`  console error on ${row.page}: ${text}`)
}

function saveReport(lhr, page, index) {
  mkdirSync(reportsDir, { recursive: true })
  const slug = `${page.path === '/' ? 'home' : page.path.slice(1)}-${page.member ? 'member' : 'guest'}-${index + 1}`
  writeFileSync(join(reportsDir, `${slug}.json`), JSON.stringify(lhr))
}
