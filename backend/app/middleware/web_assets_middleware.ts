import { createHash } from 'node:crypto'
import type { Stats } from 'node:fs'
import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { frontEndMounts, uploadsMount, type Mount } from '#services/http/web_dist'
import { isClientRoute } from '#services/http/client_routes'
import {
  IMMUTABLE_CACHE,
  REVALIDATE_CACHE,
  cacheControlFor,
  contentTypeFor,
  isCompressible,
  isHashedSubresource,
  resolveFile,
} from '#services/http/static_files'
import { compressApiBody, negotiateEncoding, readEncoded } from '#services/http/compressed_files'
import { injectShareMeta, shareMetaForPath, type ShareMeta } from '#services/http/share_meta'
import { keepHashedFileSecurityHeaders, setSecurityHeaders } from '#services/http/security_headers'
import { localizedPage, withDocumentLanguage } from '#services/http/page_meta'
import type { Language } from '#services/i18n/languages'
import { markPresentedSession } from '#services/accounts/session_marker'
import { withReadsFor } from '#services/sql/read_replicas'
import { firstScreenReader, readerLanguage, withFirstScreen, type FirstScreenReader } from '#middleware/first_screen'

/**
 * No shared cache keeps a rendered page; a member's (her polls, votes, profile) is stored nowhere,
 * not even by her browser.
 */
function indexCacheControl(rendered: boolean, reader: FirstScreenReader | null): string {
  if (!rendered) return REVALIDATE_CACHE
  return reader?.user ? 'private, no-store' : `private, ${REVALIDATE_CACHE}`
}

const DEV_HINT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dilemma API</title></head>
<body><h1>Dilemma API is running</h1><p>The front ends are not built yet. Run <code>npm run build</code>,
or use the development servers (<code>npm run dev</code>, shell on http://localhost:5173).</p></body></html>`

/**
 * Sets the security headers of every response but a hashed file's (the API's too: this is the
 * server middleware that sees every request, security_headers.ts). Serves the built front ends
 * and uploads from one origin, and the SPA fallback:
 * - /api/* is left to the router;
 * - /uploads/*, /apps/member/*, /apps/admin/* are files only (a missing file is a plain 404);
 * - any other GET: a file of the shell's dist, else the shell's index.html, with status 200
 *   for the spec's client routes and 404 otherwise.
 */
export default class WebAssetsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    setSecurityHeaders(ctx)
    const path = ctx.request.url()
    const method = ctx.request.method()
    if (path === '/api' || path.startsWith('/api/') || (method !== 'GET' && method !== 'HEAD')) {
      return next()
    }

    if (path.startsWith(uploadsMount.prefix)) return this.serveUpload(ctx, path)

    const { shell, remotes } = frontEndMounts()
    const remote = remotes.find((mount) => path.startsWith(mount.prefix))
    if (remote) return this.serveFileOrNotFound(ctx, remote, path)

    const file = path === '/' ? null : await resolveFile(shell.directory, path.slice(1))
    if (file) return this.sendBuiltFile(ctx, file.path, file.stats, path.slice(1))
    const isKnownRoute = isClientRoute(path)
    const reader = await firstScreenReader(ctx, path, isKnownRoute)
    markPresentedSession(ctx)
    const status = isKnownRoute ? 200 : 404
    const page = await localizedPage(shell.directory, path, readerLanguage(ctx), isKnownRoute)
    const meta = (isKnownRoute && (await shareMetaForPath(path, page.language))) || page.meta
    if (meta) return this.serveLocalizedIndex(ctx, shell, status, page.language, meta, reader)
    return this.serveShellIndex(ctx, shell, status)
  }

  /**
   * The shell's index.html in the reader's language: the page's (or the poll's link-preview)
   * title, description and tags, and `<html lang>`; for a page of a guest or a member that has
   * one, its first screen for her (first_screen.ts). Made per request from the cached file: the
   * tags cost a few string replacements on ~2 KB, a first screen a React render of a few
   * milliseconds.
   */
  private async serveLocalizedIndex(
    ctx: HttpContext,
    shell: Mount,
    status: number,
    language: Language,
    meta: ShareMeta,
    reader: FirstScreenReader | null,
  ) {
    const index = await resolveFile(shell.directory, 'index.html')
    if (!index) return this.serveShellIndex(ctx, shell, status)
    const template = (await readEncoded(index.path, index.stats, 'identity')).toString('utf8')
    const localized = withDocumentLanguage(injectShareMeta(template, meta), language)
    // A guest's first screen may be a moment stale (read on a replica when there are replicas);
    // a member's reads the primary.
    const page = reader
      ? await withReadsFor(ctx, reader.user === null, () =>
          withFirstScreen(localized, shell.directory, ctx.request.url(true), language, reader),
        )
      : { html: localized, rendered: false }
    const html = Buffer.from(page.html)
    const { request, response } = ctx
    const encoding = negotiateEncoding(request.header('accept-encoding'))
    response.status(status)
    response.header('Cache-Control', indexCacheControl(page.rendered, reader))
    response.header('Content-Type', 'text/html; charset=utf-8')
    response.header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
    response.header('ETag', `W/"${createHash('sha1').update(html).digest('base64url')}-${encoding}"`)
    if (status === 200 && response.fresh()) return response.status(304).send(null)
    if (encoding !== 'identity') response.header('Content-Encoding', encoding)
    return response.send(compressApiBody(html, encoding))
  }

  private async serveFileOrNotFound(ctx: HttpContext, mount: Mount, path: string) {
    const relativePath = path.slice(mount.prefix.length)
    const file = await resolveFile(mount.directory, relativePath)
    if (!file) return notFound(ctx)
    try {
      return await this.sendBuiltFile(ctx, file.path, file.stats, relativePath)
    } catch (error) {
      // Gone between its stat and its read: a front end deployed (its folder replaced) meanwhile.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      for (const header of ['Cache-Control', 'Content-Type', 'Vary', 'ETag', 'Last-Modified', 'Content-Encoding'])
        ctx.response.removeHeader(header)
      return notFound(ctx)
    }
  }

  private async serveUpload(ctx: HttpContext, path: string) {
    const file = await resolveFile(uploadsMount.directory, path.slice(uploadsMount.prefix.length))
    if (!file) return notFound(ctx)
    ctx.response.header('Cache-Control', IMMUTABLE_CACHE)
    ctx.response.header('Content-Type', contentTypeFor(file.path))
    return ctx.response.download(file.path, true)
  }

  private async serveShellIndex(ctx: HttpContext, shell: Mount, status: number) {
    const index = await resolveFile(shell.directory, 'index.html')
    ctx.response.status(status)
    if (!index) {
      ctx.response.header('Cache-Control', REVALIDATE_CACHE)
      return ctx.response.type('text/html').send(DEV_HINT)
    }
    return this.sendBuiltFile(ctx, index.path, index.stats, 'index.html')
  }

  private async sendBuiltFile(ctx: HttpContext, filePath: string, stats: Stats, relativePath: string) {
    const { request, response } = ctx
    response.header('Cache-Control', cacheControlFor(relativePath))
    response.header('Content-Type', contentTypeFor(filePath))
    if (isHashedSubresource(relativePath)) return this.sendHashedFile(ctx, filePath, stats)
    if (!isCompressible(filePath)) return response.download(filePath, true)

    const encoding = negotiateEncoding(request.header('accept-encoding'))
    response.header('Vary', 'Accept-Encoding')
    response.header('ETag', `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}-${encoding}"`)
    response.header('Last-Modified', stats.mtime.toUTCString())
    if (response.getStatus() === 200 && response.fresh()) return response.status(304).send(null)
    if (encoding !== 'identity') response.header('Content-Encoding', encoding)
    const body = await readEncoded(filePath, stats, encoding)
    // Node drops the body of HEAD responses itself.
    return response.send(body)
  }

  /**
   * Content-Type, Cache-Control, Content-Length, Content-Encoding and Vary, nosniff, X-Request-Id
   * (request_ids.ts) and what Node adds: no validators (`immutable`: never revalidated), no
   * document headers (keepHashedFileSecurityHeaders). Each of these headers would be counted in a
   * page's JavaScript for each of its 30–45 scripts.
   */
  private async sendHashedFile(ctx: HttpContext, filePath: string, stats: Stats) {
    const { request, response } = ctx
    keepHashedFileSecurityHeaders(ctx)
    const compressible = isCompressible(filePath)
    const encoding = compressible ? negotiateEncoding(request.header('accept-encoding')) : 'identity'
    const body = await readEncoded(filePath, stats, encoding)
    if (compressible) response.header('Vary', 'Accept-Encoding')
    if (encoding !== 'identity') response.header('Content-Encoding', encoding)
    response.header('Content-Length', body.length)
    return response.stream(Readable.from([body]))
  }
}

function notFound(ctx: HttpContext) {
  return ctx.response.status(404).type('text/plain').send('Not found')
}
