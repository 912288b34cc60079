import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

/**
 * Names on one registrable domain, as in a real deployment (admin.example.org beside example.org):
 * Chromium sends SameSite=Lax cookies between them. *.localhost names would not do: each is a site
 * of its own, so the API's cookies would never reach it.
 */
export const siteNames = { main: 'example.org', api: 'api.example.org', admin: 'admin.example.org' }

const distStandalone = resolve(import.meta.dirname, '..', '..', 'admin-app', 'dist-standalone')

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

/** The README's sample policy for the host of the standalone site, with the API's origin. */
export function sampleAdminSiteCsp(apiOrigin: string) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${apiOrigin}`,
    "font-src 'self'",
    `connect-src 'self' ${apiOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The deployment's config.json (README: "Admin app on its own origin"). */
export interface StandaloneConfig {
  apiBaseUrl: string
  /** The member site the console links to. */
  siteUrl?: string
}

export interface StaticAdminSite {
  port: number
  /** Sets what /config.json answers, as a deployment writes its own file. */
  configure(config: StandaloneConfig): void
  stop(): Promise<void>
}

/**
 * A plain static host for admin-app/dist-standalone: files as they are, index.html for any other
 * path (SPA fallback), the sample CSP. No proxy: the site talks to the API across origins.
 */
export async function serveStandaloneAdminSite(): Promise<StaticAdminSite> {
  let config: StandaloneConfig | undefined
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://host').pathname
      if (config) response.setHeader('Content-Security-Policy', sampleAdminSiteCsp(new URL(config.apiBaseUrl).origin))
      if (path === '/config.json' && config) {
        response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' })
        return response.end(JSON.stringify(config))
      }
      const requested = normalize(join(distStandalone, path))
      const file =
        requested.startsWith(distStandalone) && extname(requested) !== ''
          ? requested
          : join(distStandalone, 'index.html')
      const body = await readFile(file).catch(() => undefined)
      if (!body) {
        response.writeHead(404)
        return response.end()
      }
      response.writeHead(200, { 'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream' })
      response.end(body)
    })()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    configure(next) {
      config = next
    },
    stop: () => new Promise((done) => server.close(() => done())),
  }
}

/** useBrowser() with the site names resolved to the loopback interface (see `siteNames`). */
export function useBrowserWithSiteNames(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--host-resolver-rules=MAP ${siteNames.main} 127.0.0.1, MAP *.${siteNames.main} 127.0.0.1`,
      ],
    })
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('the browser is not running')
    return browser
  }
}
