/*
 * Resolving URL paths to files inside a directory without ever leaving it, and the
 * content-type / caching rules of the built front ends.
 */
import { stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
}

const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.svg',
  '.ttf',
  '.wasm',
])

/** Types a browser shows as a page of their own when one is opened: a document's headers are theirs. */
const DOCUMENT_EXTENSIONS = new Set(['.html', '.svg'])

/** Files whose names carry no content hash: browsers must revalidate them every time. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json'])

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
export const REVALIDATE_CACHE = 'no-cache'

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream'
}

export function isCompressible(filePath: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(extname(filePath).toLowerCase())
}

/** Hashed build output under assets/ is cached for a year; entry files and the rest revalidate. */
export function cacheControlFor(relativePath: string): string {
  const fileName = relativePath.split('/').pop() ?? ''
  if (ENTRY_FILES.has(fileName)) return REVALIDATE_CACHE
  return relativePath.startsWith('assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE
}

/**
 * A hashed built file that a page loads and nobody opens as a page (a script, stylesheet, font):
 * cached for a year and never revalidated, it is answered with the headers that mean something
 * for it alone (web_assets_middleware.ts).
 */
export function isHashedSubresource(relativePath: string): boolean {
  return (
    cacheControlFor(relativePath) === IMMUTABLE_CACHE && !DOCUMENT_EXTENSIONS.has(extname(relativePath).toLowerCase())
  )
}

/**
 * The regular file that `relativeUrlPath` names inside `directory`, or null. Encoded slashes,
 * dot segments and null bytes can never reach outside the directory.
 */
export async function resolveFile(directory: string, relativeUrlPath: string) {
  let decoded: string
  try {
    decoded = decodeURIComponent(relativeUrlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const candidate = normalize(join(directory, decoded))
  if (candidate !== directory && !candidate.startsWith(directory.endsWith(sep) ? directory : directory + sep)) {
    return null
  }
  try {
    const stats = await stat(candidate)
    return stats.isFile() ? { path: candidate, stats } : null
  } catch {
    return null
  }
}
