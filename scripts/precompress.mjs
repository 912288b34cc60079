// The build's last front-end step: a brotli (quality 11) and a gzip (level 9) copy beside each text
// file of the served front ends, `<file>.br` and `<file>.gz`. The server sends such a copy when the
// client accepts its encoding and the copy is not older than its file; otherwise it compresses the
// file itself on its first request, with the faster quality 9 (backend/app/services/http/compressed_files.ts).
// Quality 11 costs a few seconds once per build instead of on a live server's first requests.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * The text files among the backend's compressible ones (static_files.ts): source maps are left to
 * the server, as only developer tools ask for them. A file of another kind gets no copy and is
 * sent as before.
 */
const PRECOMPRESSED = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.txt',
  '.svg',
  '.ttf',
  '.wasm',
])

const ENCODINGS = {
  br: (raw) =>
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  gz: (raw) => gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
}

async function filesUnder(directory) {
  const files = []
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) files.push(...(await filesUnder(path)))
    else if (entry.isFile() && PRECOMPRESSED.has(extname(entry.name).toLowerCase())) files.push(path)
  }
  return files
}

/** Writes the copies for every file under `directories`; resolves to the number of files. */
export async function precompress(directories) {
  const files = (await Promise.all(directories.map(filesUnder))).flat()
  // zlib's asynchronous calls run on libuv's thread pool, a few files at a time.
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file)
      for (const [suffix, encode] of Object.entries(ENCODINGS)) await writeFile(`${file}.${suffix}`, await encode(raw))
    }),
  )
  return files.length
}
