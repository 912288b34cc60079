/*
 * Response compression. Built front-end files are immutable while the server runs, so each one
 * is read and compressed once (brotli and gzip) and served from memory afterwards. The cache key includes
 * size and modification time, so a rebuild is picked up without a restart.
 */
import type { Stats } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'

export type ContentEncoding = 'br' | 'gzip' | 'identity'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const MAX_CACHED_ENTRIES = 500
const cache = new Map<string, Promise<Buffer>>()

/** Compresses a static file with the strongest settings (done once per file; see readEncoded). */
export function compress(raw: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    })
  }
  if (encoding === 'gzip') return gzipAsync(raw, { level: 9 })
  return Promise.resolve(raw)
}

/**
 * Compresses a per-request API body with the cheapest settings, in place: for bodies of a few
 * kilobytes the thread-pool round trip of the async API costs more than the work, and brotli
 * quality 1 is within ~10 % of quality 4's size at a third of its time.
 */
export function compressApiBody(raw: Buffer, encoding: ContentEncoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    })
  }
  if (encoding === 'gzip') return gzipSync(raw, { level: 1 })
  return raw
}

async function encode(filePath: string, encoding: ContentEncoding): Promise<Buffer> {
  return compress(await readFile(filePath), encoding)
}

export function readEncoded(filePath: string, stats: Stats, encoding: ContentEncoding): Promise<Buffer> {
  const key = `${encoding}:${filePath}:${stats.size}:${stats.mtimeMs}`
  let entry = cache.get(key)
  if (!entry) {
    if (cache.size >= MAX_CACHED_ENTRIES) cache.delete(cache.keys().next().value!)
    entry = encode(filePath, encoding)
    entry.catch(() => cache.delete(key))
    cache.set(key, entry)
  }
  return entry
}

/** The best encoding the client accepts, from its Accept-Encoding header. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(\.0+)?$/.test(part))
    .map((part) => part.split(';')[0]!.trim())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return 'identity'
}
