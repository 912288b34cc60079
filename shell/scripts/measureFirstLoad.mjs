// Measures the JavaScript a real Chromium downloads for the first page (/) of the built shell and
// the member remote it loads, gzip-compressed, served without the server's first screen.
// Needs: the build (npm run build) and Chromium at /usr/bin/chromium.
// With --check it exits 1 when the first page of any language exceeds the 200 KB gzip budget
// (the product's budget for `/`, module federation included).
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { startStaticServer } from './serveBuilt.mjs'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const BUDGET_KB = 200
const check = process.argv.includes('--check')
const launchFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

async function measure(browser, locale = 'en-US') {
  const server = await startStaticServer()
  const page = await browser.newPage({ locale })
  const scripts = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => Buffer.alloc(0))
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length })
  })
  await page.goto(`http://127.0.0.1:${server.address().port}/`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await page.close()
  server.close()
  return scripts
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const total = (scripts, key) => scripts.reduce((sum, script) => sum + script[key], 0)

const browser = await chromium.launch({ executablePath: chromiumPath, args: launchFlags })
const overBudget = []
const keepToBudget = (label, scripts) => {
  if (total(scripts, 'gzip') > BUDGET_KB * 1024) overBudget.push(`${label}: ${kb(total(scripts, 'gzip'))}`)
}
try {
  const scripts = await measure(browser)
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${kb(script.gzip).padStart(10)}  ${script.url}`)
  }
  console.log(
    `shell, first page: ${scripts.length} scripts, ${kb(total(scripts, 'raw'))} raw, ${kb(total(scripts, 'gzip'))} gzip`,
  )
  keepToBudget('en-US', scripts)
  // Each language loads only its own messages: the browser language decides the first page.
  for (const locale of ['de-DE', 'tr-TR']) {
    const localised = await measure(browser, locale)
    console.log(`  with browser language ${locale}: ${kb(total(localised, 'gzip'))} gzip`)
    keepToBudget(locale, localised)
  }
} finally {
  await browser.close()
}

if (overBudget.length > 0) {
  console.log(`over the ${BUDGET_KB} KB gzip budget: ${overBudget.join(', ')}`)
  if (check) process.exitCode = 1
}
