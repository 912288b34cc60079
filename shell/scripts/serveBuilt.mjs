// A tiny static server for the built front ends, laid out as the backend serves them in production:
// shell at /, the member and admin remotes at /apps/member/ and /apps/admin/, SPA fallback to the shell.
// Usage: node scripts/serveBuilt.mjs [port] [shellDistFolder]
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.woff2': 'font/woff2',
}

async function isFile(path) {
  return (await stat(path).catch(() => null))?.isFile() ?? false
}

/** Resolves a URL path inside `folder`, refusing anything that climbs out of it. */
function inside(folder, urlPath) {
  const candidate = normalize(join(folder, decodeURIComponent(urlPath)))
  return candidate.startsWith(folder) ? candidate : null
}

export function startStaticServer({ port = 0, shellDist = 'shell/dist' } = {}) {
  const mounts = [
    { prefix: '/apps/member/', folder: resolve(repoRoot, 'member-app/dist') },
    { prefix: '/apps/admin/', folder: resolve(repoRoot, 'admin-app/dist') },
    { prefix: '/', folder: resolve(repoRoot, shellDist) },
  ]
  const shellIndex = join(mounts.at(-1).folder, 'index.html')

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const mount = mounts.find(({ prefix }) => path.startsWith(prefix))
    const file = mount && inside(mount.folder, path.slice(mount.prefix.length))
    const target = file && (await isFile(file)) ? file : extname(path) ? null : shellIndex
    if (!target) {
      response.writeHead(404).end('Not found')
      return
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(target)] ?? 'application/octet-stream' })
    createReadStream(target).pipe(response)
  })

  return new Promise((resolveServer) => {
    server.listen(port, '127.0.0.1', () => resolveServer(server))
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startStaticServer({ port: Number(process.argv[2] ?? 4173), shellDist: process.argv[3] })
  console.log(`Serving the built front ends at http://127.0.0.1:${server.address().port}/`)
}
