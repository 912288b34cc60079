import { test } from '@japa/runner'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import env from '#start/env'
import { serverUrl } from '#tests/helpers/server_url'

/**
 * Each file's copies hold other text than the file, so an answer shows which was sent: the
 * build's copy, or the file compressed by the server.
 */
const SOURCE = `export const source = ${JSON.stringify('s'.repeat(3000))}`
const COPY = `export const buildCopy = ${JSON.stringify('c'.repeat(3000))}`
const ENCODERS = { br: brotliCompressSync, gzip: gzipSync }
const SUFFIXES = { br: '.br', gzip: '.gz' }

test.group("The build's compressed copies of the front ends' files", (group) => {
  let root: string
  const previousRoot = env.get('WEB_DIST_ROOT')

  group.setup(async () => {
    root = await mkdtemp(join(tmpdir(), 'dilemma-precompressed-'))
    await mkdir(join(root, 'shell', 'dist', 'assets'), { recursive: true })
    await mkdir(join(root, 'admin-app', 'dist', 'assets'), { recursive: true })
    await writeFile(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Dilemma</title>')
    env.set('WEB_DIST_ROOT', root)
    return async () => {
      env.set('WEB_DIST_ROOT', previousRoot ?? '')
      await rm(root, { recursive: true, force: true })
    }
  })

  /** Writes `relativePath` with SOURCE and its copies with COPY; the copies `copyAgeMs` older. */
  async function writeWithCopies(relativePath: string, copyAgeMs = 0) {
    const file = join(root, relativePath)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, SOURCE)
    const fileTime = new Date(Date.now() - 60_000)
    await utimes(file, fileTime, fileTime)
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = file + SUFFIXES[encoding]
      await writeFile(copy, ENCODERS[encoding](COPY))
      const copyTime = new Date(fileTime.getTime() - copyAgeMs)
      await utimes(copy, copyTime, copyTime)
    }
  }

  function get(path: string, acceptEncoding: string) {
    return fetch(serverUrl(path), { headers: { 'accept-encoding': acceptEncoding } })
  }

  test('a hashed file and an entry file are sent from their {$self} copy')
    .with(['br', 'gzip'] as const)
    .run(async ({ assert }, encoding) => {
      await writeWithCopies(`shell/dist/assets/fresh-${encoding}-1a2b3c.js`)
      await writeWithCopies('admin-app/dist/remoteEntry.js')

      for (const path of [`/assets/fresh-${encoding}-1a2b3c.js`, '/apps/admin/remoteEntry.js']) {
        const response = await get(path, encoding)

        assert.equal(response.status, 200, path)
        assert.equal(response.headers.get('content-encoding'), encoding, path)
        assert.equal(
          response.headers.get('content-length'),
          String(ENCODERS[encoding](COPY).length),
          `${path}: the copy's bytes as they are`,
        )
        assert.equal(await response.text(), COPY, path)
      }
    })

  test('a copy older than its file is never sent: the file is compressed with {$self} instead')
    .with(['br', 'gzip'] as const)
    .run(async ({ assert }, encoding) => {
      await writeWithCopies(`shell/dist/assets/stale-${encoding}-4d5e6f.js`, 1000)

      const response = await get(`/assets/stale-${encoding}-4d5e6f.js`, encoding)

      assert.equal(response.headers.get('content-encoding'), encoding)
      assert.equal(await response.text(), SOURCE)
    })

  test('a file without copies is compressed by the server; without an accepted encoding the file itself is sent', async ({
    assert,
  }) => {
    await writeFile(join(root, 'shell', 'dist', 'assets', 'alone-7a8b9c.js'), SOURCE)
    await writeWithCopies('shell/dist/assets/plain-0d1e2f.js')

    const alone = await get('/assets/alone-7a8b9c.js', 'gzip, deflate, br')
    const plain = await get('/assets/plain-0d1e2f.js', 'identity')

    assert.equal(alone.headers.get('content-encoding'), 'br')
    assert.equal(await alone.text(), SOURCE)
    assert.isNull(plain.headers.get('content-encoding'))
    assert.equal(await plain.text(), SOURCE)
  })

  test('a copy written after the file was first sent is sent from then on', async ({ assert }) => {
    const relativePath = 'shell/dist/assets/late-3c4d5e.js'
    await writeFile(join(root, relativePath), SOURCE)
    assert.equal(await (await get('/assets/late-3c4d5e.js', 'br')).text(), SOURCE)

    await writeFile(join(root, `${relativePath}.br`), brotliCompressSync(COPY))

    assert.equal(await (await get('/assets/late-3c4d5e.js', 'br')).text(), COPY)
  })
})
