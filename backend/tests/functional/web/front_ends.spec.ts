import { test } from '@japa/runner'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import env from '#start/env'
import { uploadsMount } from '#services/http/web_dist'
import { serverUrl } from '#tests/helpers/server_url'

const SHELL_INDEX = '<!doctype html><html><head><title>Dilemma</title></head><body><div id="root"></div></body></html>'
const HASHED_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))})`

const FAKE_DIST: Record<string, string> = {
  'shell/dist/index.html': SHELL_INDEX,
  'shell/dist/assets/index-3f9a1c.js': HASHED_SCRIPT,
  'shell/dist/assets/index-3f9a1c.css': 'body { margin: 0 }',
  'shell/dist/assets/avatar-5e21aa.webp': 'RIFF not really a picture',
  'shell/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'member-app/dist/remoteEntry.js': 'export const member = true',
  'member-app/dist/mf-manifest.json': '{"name":"member"}',
  'member-app/dist/assets/feed-77aa01.js': 'export const feed = 1',
  'admin-app/dist/remoteEntry.js': 'export const admin = true',
  'admin-app/dist/mf-manifest.json': '{"name":"admin"}',
  'admin-app/dist/assets/console-77aa01.js': 'export const console = 1',
}

const CLIENT_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/auth-success',
  '/feed',
  '/post/999999999',
  '/profile',
  '/user/7',
  '/premium',
  '/payment',
  '/faq',
  '/terms',
  '/privacy',
  '/impressum',
  '/madmin',
]

async function writeTree(root: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), content)
  }
}

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(serverUrl(path), { headers: { 'accept-encoding': 'identity', ...headers } })
}

test.group('Front ends served from one origin', (group) => {
  let root: string
  const previousRoot = env.get('WEB_DIST_ROOT')

  group.setup(async () => {
    root = await mkdtemp(join(tmpdir(), 'dilemma-dist-'))
    await writeTree(root, FAKE_DIST)
    env.set('WEB_DIST_ROOT', root)
    return async () => {
      if (previousRoot) env.set('WEB_DIST_ROOT', previousRoot)
      else env.set('WEB_DIST_ROOT', '')
      await rm(root, { recursive: true, force: true })
    }
  })

  test('client route {$self} → the shell index with 200, revalidated')
    .with(CLIENT_ROUTES)
    .run(async ({ assert }, path) => {
      const response = await get(path)

      assert.equal(response.status, 200)
      assert.equal(await response.text(), SHELL_INDEX)
      assert.equal(response.headers.get('cache-control'), 'no-cache')
      assert.match(response.headers.get('content-type')!, /^text\/html/)
    })

  test('unknown page {$self} → the shell index with 404')
    .with(['/nope', '/feed/extra', '/post', '/post/1/2', '/madmin/users'])
    .run(async ({ assert }, path) => {
      const response = await get(path)

      assert.equal(response.status, 404)
      assert.equal(await response.text(), SHELL_INDEX)
    })

  test('hashed shell asset → cached for a year, immutable', async ({ assert }) => {
    const response = await get('/assets/index-3f9a1c.js')

    assert.equal(response.status, 200)
    assert.equal(await response.text(), HASHED_SCRIPT)
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable')
    assert.match(response.headers.get('content-type')!, /^text\/javascript/)
  })

  test('the member remote is served under /apps/member/: its entry and manifest revalidate, its assets are immutable', async ({
    assert,
  }) => {
    const entry = await get('/apps/member/remoteEntry.js')
    const manifest = await get('/apps/member/mf-manifest.json')
    const asset = await get('/apps/member/assets/feed-77aa01.js')

    assert.equal(entry.status, 200)
    assert.equal(await entry.text(), 'export const member = true')
    assert.equal(entry.headers.get('cache-control'), 'no-cache')
    assert.equal(manifest.headers.get('cache-control'), 'no-cache')
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable')
    assert.equal((await get('/apps/member/assets/missing.js')).status, 404)
  })

  test('remote entry files revalidate, remote assets are immutable', async ({ assert }) => {
    const entry = await get('/apps/admin/remoteEntry.js')
    const manifest = await get('/apps/admin/mf-manifest.json')
    const asset = await get('/apps/admin/assets/console-77aa01.js')

    assert.equal(entry.status, 200)
    assert.equal(await entry.text(), 'export const admin = true')
    assert.equal(entry.headers.get('cache-control'), 'no-cache')
    assert.equal(manifest.headers.get('cache-control'), 'no-cache')
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable')
  })

  test('a missing file under a remote is a plain 404, not the shell', async ({ assert }) => {
    const response = await get('/apps/admin/assets/missing.js')

    assert.equal(response.status, 404)
    assert.notInclude(await response.text(), '<div id="root">')
  })

  test('paths cannot escape the dist folders ({$self})')
    .with([
      '/apps/admin/..%2f..%2fshell%2fdist%2findex.html',
      '/apps/member/..%2f..%2fshell%2fdist%2findex.html',
      '/apps/admin/%2e%2e/%2e%2e/package.json',
      '/..%2f..%2fetc%2fpasswd',
    ])
    .run(async ({ assert }, path) => {
      const response = await get(path)

      assert.equal(response.status, 404)
      assert.notInclude(await response.text(), 'root:')
    })

  test('compresses with {encoding} when the client accepts it')
    .with([
      { accept: 'gzip, deflate, br', encoding: 'br' },
      { accept: 'gzip', encoding: 'gzip' },
    ])
    .run(async ({ assert }, { accept, encoding }) => {
      const response = await fetch(serverUrl('/assets/index-3f9a1c.js'), { headers: { 'accept-encoding': accept } })

      assert.equal(response.headers.get('content-encoding'), encoding)
      assert.equal(response.headers.get('vary'), 'Accept-Encoding')
      assert.equal(await response.text(), HASHED_SCRIPT)
    })

  test('a repeated request with the ETag → 304', async ({ client }) => {
    // Japa's client, not fetch: fetch adds cache-control: no-cache to conditional requests.
    const first = await client.get('/apps/admin/remoteEntry.js')

    const second = await client.get('/apps/admin/remoteEntry.js').header('if-none-match', first.header('etag')!)

    second.assertStatus(304)
  })

  test('uploads are served with nosniff and a long cache', async ({ assert }) => {
    const file = join(uploadsMount.directory, 'tests', 'pixel.png')
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, Buffer.from('89504e470d0a1a0a', 'hex'))

    const response = await get('/uploads/tests/pixel.png')
    const missing = await get('/uploads/tests/none.png')
    await rm(dirname(file), { recursive: true, force: true })

    assert.equal(response.status, 200)
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff')
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable')
    assert.equal(response.headers.get('content-type'), 'image/png')
    assert.isNotNull(response.headers.get('x-request-id'))
    assert.equal(missing.status, 404)
  })

  test('every answer carries an X-Request-Id: {$self}')
    .with([
      '/feed',
      '/nope',
      '/favicon.svg',
      '/assets/index-3f9a1c.js',
      '/assets/index-3f9a1c.css',
      '/assets/avatar-5e21aa.webp',
      '/apps/member/remoteEntry.js',
      '/apps/member/assets/feed-77aa01.js',
      '/apps/admin/assets/console-77aa01.js',
      '/apps/admin/assets/missing.js',
    ])
    .run(async ({ assert }, path) => {
      for (const acceptEncoding of ['gzip, deflate, br', 'identity']) {
        const response = await get(path, { 'accept-encoding': acceptEncoding })
        await response.arrayBuffer()

        assert.match(response.headers.get('x-request-id') ?? '', /^[\da-f-]{36}$/, `${path} (${acceptEncoding})`)
      }
    })

  test('/api paths never fall back to the shell', async ({ assert }) => {
    const response = await get('/api/nothing-here')

    assert.equal(response.status, 404)
    assert.deepInclude(await response.json(), { success: false, code: 'NOT_FOUND' })
  })
})

test.group('Front ends not built (development)', (group) => {
  group.setup(async () => {
    const emptyRoot = await mkdtemp(join(tmpdir(), 'dilemma-empty-'))
    const previousRoot = env.get('WEB_DIST_ROOT')
    env.set('WEB_DIST_ROOT', emptyRoot)
    return async () => {
      env.set('WEB_DIST_ROOT', previousRoot ?? '')
      await rm(emptyRoot, { recursive: true, force: true })
    }
  })

  test('/ answers a short HTML hint instead of crashing', async ({ assert }) => {
    const response = await get('/')

    assert.equal(response.status, 200)
    assert.include(await response.text(), 'Dilemma API is running')
  })
})
