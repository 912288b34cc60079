/*
 * Response compression. Built front-end files are immutable while the server runs, so each one
 * is read once in each encoding and served from memory afterwards: the build's own brotli 11 or
 * gzip 9 copy beside the file (`<file>.br`, `<file>.gz`, scripts/precompress.mjs) where there is
 * one, else the file compressed here on its first request. The cache key includes size and
 * modification time of both, so a rebuild is picked up without a restart.
 */
import type { Stats } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'

export type ContentEncoding = 'br' | 'gzip' | 'identity'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const MAX_CACHED_ENTRIES = 500
const cache = new Map<string, Promise<Buffer>>()

/**
 * Compresses a static file that has no copy from the build (development, a file added by hand),
 * once (see readEncoded): over the built front ends brotli 9 is ~7 % larger than 11 but takes a
 * fifth of its time, which a live server's first requests would wait for.
 */
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

const SUFFIXES: Record<Exclude<ContentEncoding, 'identity'>, string> = { br: '.br', gzip: '.gz' }

/**
 * The build's copy of `filePath` in `encoding`, unless it is older than the file: a copy left
 * from an earlier build of a file written again is never sent.
 */
async function buildCopy(filePath: string, stats: Stats, encoding: ContentEncoding) {
  if (encoding === 'identity') return null
  const path = filePath + SUFFIXES[encoding]
  try {
    const copy = await stat(path)
    return copy.isFile() && copy.mtimeMs >= stats.mtimeMs ? { path, stats: copy } : null
  } catch {
    return null
  }
}

async function encode(filePath: string, encoding: ContentEncoding): Promise<Buffer> {
  return compress(await readFile(filePath), encoding)
}

/** `filePath` (whose `stats` the caller has) in `encoding`: the build's copy, or compressed here. */
export async function readEncoded(filePath: string, stats: Stats, encoding: ContentEncoding): Promise<Buffer> {
  const copy = await buildCopy(filePath, stats, encoding)
  const copyKey = copy ? `${copy.stats.size}:${copy.stats.mtimeMs}` : 'none'
  const key = `${encoding}:${filePath}:${stats.size}:${stats.mtimeMs}:${copyKey}`
  let entry = cache.get(key)
  if (!entry) {
    if (cache.size >= MAX_CACHED_ENTRIES) cache.delete(cache.keys().next().value!)
    entry = copy ? readFile(copy.path) : encode(filePath, encoding)
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
