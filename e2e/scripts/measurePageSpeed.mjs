// `npm run measure`: the first-page JavaScript budget (shell/scripts/measureFirstLoad.mjs), then
// Lighthouse 12 (Debian Chromium) on the built app with its mobile preset (the default config: a
// mid-range phone on slow 4G, CPU x4, simulated) and its desktop preset: `/`, `/feed`, `/login`,
// `/premium` as a guest, `/feed` and `/post/{id}` as a signed-in member, a few runs each, medians
// printed as a table with the machine's Lighthouse benchmark index, and the lowest and highest
// performance, LCP and benchmark index of the runs beside them.
//
//   npm run measure                      prints the figures
//   npm run measure -- --check           exits 1 when a page misses a budget (below)
//   npm run measure -- --runs 3          runs per page and preset (default 5)
//   npm run measure -- --preset mobile   one preset only (mobile or desktop; default both)
//   npm run measure -- --page /login     only the pages at this address (repeatable)
//   npm run measure -- --reports <dir>   also writes every run's Lighthouse report (JSON) there
//   npm run measure -- --skip-bytes      Lighthouse only
//
// Needs `npm run build` and Chromium (CHROME_PATH, default /usr/bin/chromium). Starts the built
// server itself on a free port with a throwaway demo database (scripts/builtServer.mjs).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import defaultConfig from 'lighthouse/core/config/default-config.js'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from 'playwright-core'
import { startBuiltServer } from '../../scripts/builtServer.mjs'
import { npmCommand, repoRoot, run } from '../../scripts/lib.mjs'

/**
 * Budgets per preset (docs/adr/0035-chunks-and-budgets.md); every page also has no console errors.
 */
const PRESETS = {
  mobile: { config: defaultConfig, budget: { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 } },
  desktop: { config: desktopConfig, budget: { performance: 95, lcpMs: 1000, tbtMs: 200, cls: 0.1 } },
}
const MEMBER = { email: 'member01@dilemma.local', password: 'dilemma-demo' }
/** `scriptKb`: JavaScript on the wire (gzip, headers included, as Lighthouse counts it). */
const PAGES = [
  { name: '/ (guest)', path: '/', member: false, scriptKb: 200 },
  { name: '/feed (guest)', path: '/feed', member: false, scriptKb: 250 },
  { name: '/feed (member)', path: '/feed', member: true, scriptKb: 250 },
  { name: '/login (guest)', path: '/login', member: false, scriptKb: 200 },
  { name: '/premium (guest)', path: '/premium', member: false },
  { name: '/post/{id} (member)', path: '/post/{id}', member: true, scriptKb: 250 },
]
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic']

const { values: options } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    preset: { type: 'string' },
    page: { type: 'string', multiple: true },
    reports: { type: 'string' },
    'skip-bytes': { type: 'boolean', default: false },
  },
})
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive whole number')
if (options.preset && !(options.preset in PRESETS)) throw new Error('--preset takes mobile or desktop')
const presets = options.preset ? [options.preset] : Object.keys(PRESETS)
const reportsDir = options.reports ? resolve(process.cwd(), options.reports) : null

const builtFiles = ['shell/dist/index.html', 'backend/build/bin/server.js']
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
  const postPath = `/post/${await firstPollId(server.baseUrl)}`
  const pages = PAGES.filter((page) => !options.page || options.page.includes(page.path)).map((page) => ({
    ...page,
    path: page.path.replace('/post/{id}', postPath),
  }))
  await warmUp(chrome.port, server.baseUrl, pages)
  const memberCookies = await logInThroughApi(server.baseUrl)
  for (const preset of presets) {
    const rows = []
    for (const page of pages) {
      const samples = []
      for (let index = 0; index < runs; index++) {
        await useCookies(chrome.port, page.member ? memberCookies : [])
        const lhr = await audit(`${server.baseUrl}${page.path}`, chrome.port, PRESETS[preset].config)
        if (reportsDir) saveReport(lhr, preset, page, index)
        samples.push(figuresOf(lhr))
        process.stdout.write(
          `  ${preset} ${page.name} run ${index + 1}/${runs}: performance ${samples.at(-1).performance}\n`,
        )
      }
      const errorTexts = [...new Set(samples.flatMap((sample) => sample.errorTexts))]
      rows.push({ page, ...medianOf(samples), errorTexts })
    }
    printTable(preset, rows)
    for (const row of rows) {
      const missed = missedBudgets(row, PRESETS[preset].budget)
      if (missed.length > 0) {
        budgetMissed = true
        console.log(`✗ ${preset} ${row.page.name}: ${missed.join(', ')}`)
      }
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

/** The newest poll a guest sees: the member's `/post/{id}` page. */
async function firstPollId(baseUrl) {
  const response = await fetch(`${baseUrl}/api/posts`)
  const first = response.ok ? (await response.json()).posts?.[0] : undefined
  if (!first) throw new Error(`the demo feed has no poll (GET /api/posts: ${response.status})`)
  return first.id
}

/**
 * Loads every page once before measuring: a freshly started server compresses each file on its
 * first request and its code is not optimised yet, which only the first run would pay.
 */
async function warmUp(port, baseUrl, pages) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0].newPage()
    for (const path of new Set(pages.map((each) => each.path))) {
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
async function audit(url, port, presetConfig) {
  const config = {
    ...presetConfig,
    settings: {
      ...presetConfig.settings,
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
    benchmarkIndex: lhr.environment.benchmarkIndex,
    consoleErrors: errors.length,
    errorTexts: errors.map((item) => `${item.source}: ${item.description}`),
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Medians, but the most console errors of any run: one error in one run is one too many. The
 * spread of performance and LCP goes with them: on a loaded machine a median alone hides it.
 */
function medianOf(samples) {
  const keys = ['performance', 'cls', 'tbtMs', 'lcpMs', 'scriptKb', 'benchmarkIndex']
  const medians = Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]))
  const spread = (key) => {
    const values = samples.map((sample) => Math.round(sample[key]))
    return `${Math.min(...values)}–${Math.max(...values)}`
  }
  return {
    ...medians,
    performanceSpread: spread('performance'),
    lcpSpread: spread('lcpMs'),
    benchmarkSpread: spread('benchmarkIndex'),
    consoleErrors: Math.max(...samples.map((sample) => sample.consoleErrors)),
  }
}

function missedBudgets(row, budget) {
  const missed = []
  if (row.performance < budget.performance) missed.push(`performance ${row.performance} < ${budget.performance}`)
  if (row.lcpMs > budget.lcpMs) missed.push(`LCP ${Math.round(row.lcpMs)} ms > ${budget.lcpMs} ms`)
  if (row.cls > budget.cls) missed.push(`CLS ${row.cls.toFixed(3)} > ${budget.cls}`)
  if (row.tbtMs > budget.tbtMs) missed.push(`TBT ${Math.round(row.tbtMs)} ms > ${budget.tbtMs} ms`)
  if (row.page.scriptKb && row.scriptKb > row.page.scriptKb) {
    missed.push(`JavaScript ${row.scriptKb.toFixed(1)} KB > ${row.page.scriptKb} KB`)
  }
  if (row.consoleErrors > 0) missed.push(`${row.consoleErrors} console errors`)
  return missed
}

function printTable(preset, rows) {
  const header = [
    'page',
    'perf',
    'CLS',
    'TBT ms',
    'LCP ms',
    'JS KB',
    'console errors (max)',
    'perf runs',
    'LCP ms runs',
    'benchmark runs',
  ]
  const lines = rows.map((row) => [
    row.page.name,
    String(row.performance),
    row.cls.toFixed(3),
    String(Math.round(row.tbtMs)),
    String(Math.round(row.lcpMs)),
    row.scriptKb.toFixed(1),
    String(row.consoleErrors),
    row.performanceSpread,
    row.lcpSpread,
    row.benchmarkSpread,
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)))
  const format = (cells) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')
  const benchmarkIndex = median(rows.map((row) => row.benchmarkIndex))
  console.log(
    `\nLighthouse ${runs} run(s) per page, medians (${preset} preset, simulated throttling; ` +
      `benchmark index ${Math.round(benchmarkIndex)}, load average ${loadavg()[0].toFixed(1)}):`,
  )
  console.log(format(header))
  for (const line of lines) console.log(format(line))
  for (const row of rows) for (const text of row.errorTexts) console.log(`  console error on ${row.page.name}: ${text}`)
  console.log('')
}

function saveReport(lhr, preset, page, index) {
  mkdirSync(reportsDir, { recursive: true })
  const where = page.path === '/' ? 'home' : page.path.slice(1).replaceAll('/', '-')
  const slug = `${preset}-${where}-${page.member ? 'member' : 'guest'}-${index + 1}`
  writeFileSync(join(reportsDir, `${slug}.json`), JSON.stringify(lhr))
}
