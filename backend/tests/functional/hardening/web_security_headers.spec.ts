import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import env from '#start/env'
import { createPoll, resetPolls } from '#tests/helpers/polls'
import { createUser } from '#tests/helpers/users'
import { serverUrl } from '#tests/helpers/server_url'

const SHELL_INDEX = '<!doctype html><html><head><title>Dilemma</title></head><body><div id="root"></div></body></html>'

/** A dist with hashed files of every kind a page loads, and a hashed picture that opens as a page. */
const FILES: Record<string, string> = {
  'shell/dist/index.html': SHELL_INDEX,
  'shell/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'shell/dist/assets/bootstrap-3f9a1c.js': `export const text = ${JSON.stringify('x'.repeat(2000))}`,
  'shell/dist/assets/bootstrap-77aa01.css': `body { margin: 0 } /* ${'y'.repeat(2000)} */`,
  'shell/dist/assets/nunito-latin-9e4a8c.woff2': 'wOF2 not really a font',
  'shell/dist/assets/logo-5e21aa.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'admin-app/dist/remoteEntry.js': 'export const admin = true',
  'admin-app/dist/assets/console-77aa01.js': 'export const console = 1',
}

/** Everything a hashed script, stylesheet or font is answered with; Node adds the last three. */
const HASHED_FILE_HEADERS = [
  'cache-control',
  'content-encoding',
  'content-length',
  'content-type',
  'vary',
  'x-content-type-options',
  'x-request-id',
  'connection',
  'date',
  'keep-alive',
]

/** The answer's status and headers; the body is read so the connection is released. */
async function headersOf(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(serverUrl(path), { headers: { 'accept-encoding': 'identity', ...headers } })
  await response.arrayBuffer()
  return { status: response.status, headers: response.headers }
}

test.group('Security headers on web pages, API answers and files', (group) => {
  group.setup(async () => {
    const root = await mkdtemp(join(tmpdir(), 'dilemma-headers-'))
    for (const [path, content] of Object.entries(FILES)) {
      await mkdir(dirname(join(root, path)), { recursive: true })
      await writeFile(join(root, path), content)
    }
    const previousRoot = env.get('WEB_DIST_ROOT')
    env.set('WEB_DIST_ROOT', root)
    return async () => {
      env.set('WEB_DIST_ROOT', previousRoot ?? '')
      await rm(root, { recursive: true, force: true })
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('CSP with frame-ancestors, X-Frame-Options, Referrer-Policy and nosniff on pages, API answers, uploads and files without a hash', async ({
    assert,
  }) => {
    const post = await createPoll(await createUser())
    const paths = [
      '/feed',
      '/madmin',
      `/post/${post.id}`,
      '/no-such-page',
      '/favicon.svg',
      '/assets/logo-5e21aa.svg',
      '/apps/admin/remoteEntry.js',
      '/apps/admin/assets/missing-000000.js',
      '/uploads/posts/missing.webp',
      '/api/health',
      '/api/users/me',
      '/api/no-such-route',
    ]

    for (const path of paths) {
      const { headers } = await headersOf(path)
      const csp = headers.get('content-security-policy') ?? ''
      assert.include(csp, "frame-ancestors 'none'", path)
      assert.include(csp, "script-src 'self'", path)
      assert.include(csp, "object-src 'none'", path)
      assert.equal(headers.get('x-frame-options'), 'DENY', path)
      assert.equal(headers.get('referrer-policy'), 'same-origin', path)
      assert.equal(headers.get('x-content-type-options'), 'nosniff', path)
    }
  })

  test('a hashed script, stylesheet or font ({$self}) has only the headers that mean something for it')
    .with([
      '/assets/bootstrap-3f9a1c.js',
      '/assets/bootstrap-77aa01.css',
      '/assets/nunito-latin-9e4a8c.woff2',
      '/apps/admin/assets/console-77aa01.js',
    ])
    .run(async ({ assert }, path) => {
      for (const acceptEncoding of ['gzip, deflate, br, zstd', 'identity']) {
        const { status, headers } = await headersOf(path, { 'accept-encoding': acceptEncoding })

        assert.equal(status, 200, path)
        assert.includeMembers(HASHED_FILE_HEADERS, [...headers.keys()], `${path} (${acceptEncoding})`)
        assert.equal(headers.get('x-content-type-options'), 'nosniff', path)
        assert.equal(headers.get('cache-control'), 'public, max-age=31536000, immutable', path)
        assert.isNotNull(headers.get('content-length'), path)
      }
    })

  test('the CSP lets pictures come from data: and blob: URLs (previews, PNG export)', async ({ assert }) => {
    const { headers } = await headersOf('/feed')

    assert.match(headers.get('content-security-policy')!, /img-src 'self' data: blob:/)
  })

  test('no HSTS over plain HTTP, even when the peer claims X-Forwarded-Proto: https', async ({ assert }) => {
    for (const path of ['/feed', '/api/health']) {
      const { headers } = await headersOf(path, { 'x-forwarded-proto': 'https' })
      assert.isNull(headers.get('strict-transport-security'), path)
    }
  })
})
