// The build's compressed copies (scripts/precompress.mjs): brotli 11 and gzip 9 beside each text
// file of the served front ends, none for other files and none of a copy.
import assert from 'node:assert/strict'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { precompress } from '../precompress.mjs'

const SCRIPT = `export const text = ${JSON.stringify('dilemma '.repeat(500))}`

test('each text file gets a brotli 11 and a gzip copy; pictures, maps and copies get none', async () => {
  const dist = await mkdtemp(join(tmpdir(), 'dilemma-precompress-'))
  try {
    await mkdir(join(dist, 'assets', 'nested'), { recursive: true })
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Dilemma</title>')
    await writeFile(join(dist, 'assets', 'nested', 'app-1a2b.js'), SCRIPT)
    await writeFile(join(dist, 'assets', 'app-1a2b.js.map'), '{"version":3}')
    await writeFile(join(dist, 'pwa-192x192.png'), Buffer.from('89504e470d0a1a0a', 'hex'))

    await precompress([dist])
    await precompress([dist])

    const script = join(dist, 'assets', 'nested', 'app-1a2b.js')
    const brotli = await readFile(`${script}.br`)
    assert.equal(brotliDecompressSync(brotli).toString(), SCRIPT)
    const quality11 = brotliCompressSync(SCRIPT, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: SCRIPT.length },
    })
    assert.deepEqual(brotli, quality11)
    assert.equal(gunzipSync(await readFile(`${script}.gz`)).toString(), SCRIPT)
    assert.deepEqual((await readdir(dist)).sort(), [
      'assets',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'pwa-192x192.png',
    ])
    assert.deepEqual((await readdir(join(dist, 'assets'))).sort(), ['app-1a2b.js.map', 'nested'])
  } finally {
    await rm(dist, { recursive: true, force: true })
  }
})
