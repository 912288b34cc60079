import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import env from '#start/env'
import { createPoll, resetPolls } from '#tests/helpers/polls'
import { createUser } from '#tests/helpers/users'
import { serverUrl } from '#tests/helpers/server_url'

const SHELL_INDEX = '<!doctype html><html><head><title>Dilemma</title></head><body><div id="root"></div></body></html>'

/** The answer's status and headers; the body is read so the connection is released. */
async function headersOf(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(serverUrl(path), { headers: { 'accept-encoding': 'identity', ...headers } })
  await response.arrayBuffer()
  return { status: response.status, headers: response.headers }
}

test.group('Security headers on web pages and API answers', (group) => {
  group.setup(async () => {
    const root = await mkdtemp(join(tmpdir(), 'dilemma-headers-'))
    await mkdir(join(root, 'shell', 'dist'), { recursive: true })
    await mkdir(join(root, 'member-app', 'dist'), { recursive: true })
    await writeFile(join(root, 'shell', 'dist', 'index.html'), SHELL_INDEX)
    await writeFile(join(root, 'shell', 'dist', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    await writeFile(join(root, 'member-app', 'dist', 'remoteEntry.js'), 'export const member = true')
    const previousRoot = env.get('WEB_DIST_ROOT')
    env.set('WEB_DIST_ROOT', root)
    return async () => {
      env.set('WEB_DIST_ROOT', previousRoot ?? '')
      await rm(root, { recursive: true, force: true })
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('CSP with frame-ancestors, X-Frame-Options, Referrer-Policy and nosniff on every kind of answer', async ({
    assert,
  }) => {
    const post = await createPoll(await createUser())
    const paths = [
      '/feed',
      '/madmin',
      `/post/${post.id}`,
      '/no-such-page',
      '/favicon.svg',
      '/apps/member/remoteEntry.js',
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
