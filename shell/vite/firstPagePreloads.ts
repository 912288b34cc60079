import { resolve } from 'node:path'
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite'

interface FirstPagePreloadsOptions {
  /** The shell's start module, which `main.tsx` imports once the first screen is painted (src/bootstrap.tsx). */
  bootstrapModule: string
  /**
   * The module that loads the remotes (src/features/remotes/loadRemotes.ts): the federation runtime it
   * imports when the start asks for the member remote is preloaded with the start.
   */
  federationModule: string
  /** Remote entries every page's start loads (stable addresses; their hashed files stay theirs). */
  remoteEntries: readonly string[]
  /** The web font file the first page's text uses (its name before hashing). */
  font: string
}

/** Every chunk `starts` import statically, themselves included. */
function staticClosure(bundle: Rollup.OutputBundle, starts: readonly Rollup.OutputChunk[]): Rollup.OutputChunk[] {
  const found = new Map<string, Rollup.OutputChunk>()
  const visit = (chunk: Rollup.OutputChunk) => {
    if (found.has(chunk.fileName)) return
    found.set(chunk.fileName, chunk)
    for (const imported of chunk.imports) {
      const next = bundle[imported]
      if (next?.type === 'chunk') visit(next)
    }
  }
  for (const start of starts) visit(start)
  return [...found.values()]
}

/** The chunks `module` imports dynamically (`import()` of a package: the federation runtime). */
function dynamicImportsOf(bundle: Rollup.OutputBundle, module: string): Rollup.OutputChunk[] {
  const holder = Object.values(bundle).find(
    (output): output is Rollup.OutputChunk => output.type === 'chunk' && output.moduleIds.includes(module),
  )
  if (!holder) throw new Error(`firstPagePreloads: no chunk for ${module}`)
  return holder.dynamicImports
    .map((fileName) => bundle[fileName])
    .filter((output): output is Rollup.OutputChunk => output?.type === 'chunk' && output.name === 'federation')
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Lets the browser fetch at once what every first page needs, instead of discovering it one
 * import after the other (docs/adr/0035-chunks-and-budgets.md). `main.tsx` imports the start
 * module only once it runs. This adds to index.html:
 * - `modulepreload` of the shell's start module and everything it imports statically (React, the
 *   design system's first-page entry, the api-client), of the module federation runtime that the
 *   start imports to load the member remote, and of the remote's entry (`/apps/member/remoteEntry.js`);
 * - the app's stylesheet first in the head (the server's first screen needs it to paint)
 *   and a `preload` of the web font its text is set in, so the text is set in Nunito
 *   the first time (no swap, no layout shift).
 */
export function firstPagePreloads({
  bootstrapModule,
  federationModule,
  remoteEntries,
  font,
}: FirstPagePreloadsOptions): Plugin {
  let base = '/'
  return {
    name: 'dilemma-first-page-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
        // The chunk that holds the module (with the chunk rules it may hold more: vite/chunkGroups.ts).
        const bootstrap = chunks.find((chunk) => chunk.moduleIds.includes(resolve(bootstrapModule)))
        if (!bootstrap) throw new Error(`firstPagePreloads: no chunk for ${bootstrapModule}`)
        const federation = dynamicImportsOf(bundle, resolve(federationModule))
        if (federation.length === 0)
          throw new Error('firstPagePreloads: no federation runtime chunk (vite/chunkGroups.ts)')
        const scripts = [
          ...staticClosure(bundle, [bootstrap, ...federation]).map((chunk) => base + chunk.fileName),
          ...remoteEntries,
        ].filter((href) => !html.includes(`"${href}"`))
        // The build's one stylesheet (`cssCodeSplit: false`), which Vite has linked further down.
        const styles = Object.values(bundle)
          .filter((output) => output.type === 'asset' && output.fileName.endsWith('.css'))
          .map((output) => base + output.fileName)
        const page = styles.reduce(
          (page, href) => page.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="${escapeRegExp(href)}">`), ''),
          html,
        )
        const fontFile = Object.values(bundle).find((output) => output.type === 'asset' && output.names.includes(font))

        const tags: HtmlTagDescriptor[] = [
          ...scripts.map((href) => ({
            tag: 'link',
            // Low: the first screen comes in the HTML and waits only for the stylesheet; with one, the
            // server keeps these back until it is painted (the backend's first-screen middleware).
            attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href },
          })),
        ]
        // First in the head, before the scripts: the stylesheet is all the first screen waits for, and
        // the browser asks for the files in the order it finds them. With crossorigin, as Vite's
        // loader would add it: the loader finds it there and adds none.
        const firstTags: HtmlTagDescriptor[] = styles.map((href) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href },
          injectTo: 'head-prepend',
        }))
        if (fontFile) {
          firstTags.push({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: base + fontFile.fileName,
            },
          })
        }
        return { html: page, tags: [...firstTags, ...tags.map((tag) => ({ ...tag, injectTo: 'head' as const }))] }
      },
    },
  }
}
