import { test } from '@japa/runner'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  IMMUTABLE_CACHE,
  REVALIDATE_CACHE,
  cacheControlFor,
  contentTypeFor,
  isHashedSubresource,
  resolveFile,
} from '#services/http/static_files'
import { negotiateEncoding } from '#services/http/compressed_files'

test.group('static files', (group) => {
  let root: string
  group.setup(async () => {
    root = await mkdtemp(join(tmpdir(), 'dilemma-static-'))
    await mkdir(join(root, 'public', 'assets'), { recursive: true })
    await writeFile(join(root, 'public', 'assets', 'a.js'), 'a')
    await writeFile(join(root, 'secret.txt'), 'secret')
    return () => rm(root, { recursive: true, force: true })
  })

  test('resolves files inside the directory only', async ({ assert }) => {
    const directory = join(root, 'public')
    assert.equal((await resolveFile(directory, 'assets/a.js'))?.path, join(directory, 'assets', 'a.js'))
    for (const escape of [
      '../secret.txt',
      '..%2fsecret.txt',
      'assets/../../secret.txt',
      'assets/%00a.js',
      '%E0%A4%A',
    ]) {
      assert.isNull(await resolveFile(directory, escape), escape)
    }
    assert.isNull(await resolveFile(directory, 'assets'), 'a directory is not a file')
  })

  test('hashed assets are immutable, entry files revalidate', ({ assert }) => {
    assert.equal(cacheControlFor('assets/index-1a2b.js'), IMMUTABLE_CACHE)
    for (const entry of ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'assets/remoteEntry.js', 'favicon.svg']) {
      assert.equal(cacheControlFor(entry), REVALIDATE_CACHE, entry)
    }
  })

  test('hashed scripts, stylesheets and fonts are subresources; pages, pictures that open as pages and entry files are not', ({
    assert,
  }) => {
    for (const path of ['assets/index-1a2b.js', 'assets/bootstrap-3c4d.css', 'assets/nunito-5e6f.woff2']) {
      assert.isTrue(isHashedSubresource(path), path)
    }
    for (const path of ['assets/logo-1a2b.svg', 'assets/page-1a2b.html', 'remoteEntry.js', 'sw.js', 'index.html']) {
      assert.isFalse(isHashedSubresource(path), path)
    }
  })

  test('content types by extension', ({ assert }) => {
    assert.equal(contentTypeFor('a/b.JS'), 'text/javascript; charset=utf-8')
    assert.equal(contentTypeFor('x.woff2'), 'font/woff2')
    assert.equal(contentTypeFor('x.unknown'), 'application/octet-stream')
  })

  test('encoding negotiation prefers brotli and honours q=0', ({ assert }) => {
    assert.equal(negotiateEncoding('gzip, deflate, br'), 'br')
    assert.equal(negotiateEncoding('gzip'), 'gzip')
    assert.equal(negotiateEncoding('br;q=0, gzip'), 'gzip')
    assert.equal(negotiateEncoding(undefined), 'identity')
  })
})
