import { readFileSync } from 'node:fs'
import { LANGUAGES } from '@dilemma/contract/languages'
import type { Plugin } from 'vite'

const PAGE_META_KEY = /^shell\.meta\.(.+)\.(title|description)$/

type PageMeta = Record<string, { title?: string; description?: string }>

/** The `shell.meta.<page>.title|description` messages of one language, by page, from every folder. */
function pageMetaOf(messagesFolders: readonly URL[], language: string): PageMeta {
  const pages: PageMeta = {}
  for (const folder of messagesFolders) {
    const messages = JSON.parse(readFileSync(new URL(`${language}.json`, folder), 'utf8')) as Record<string, string>
    for (const [id, text] of Object.entries(messages)) {
      const match = PAGE_META_KEY.exec(id)
      if (match) pages[match[1]!] = { ...pages[match[1]!], [match[2]!]: text }
    }
  }
  return pages
}

/**
 * Emits `page-meta.json` ({language: {page: {title, description}}}) from the shell's messages (the
 * first page's and the page-meta group's folders, `<language>.json` in each), so
 * the server writes the same page titles and descriptions into the HTML it serves as the shell
 * shows once it runs (backend/app/services/http/page_meta.ts): one source for both.
 */
export function pageMetaFile(messagesFolders: readonly URL[]): Plugin {
  return {
    name: 'dilemma-page-meta-file',
    apply: 'build',
    generateBundle() {
      const meta = Object.fromEntries(LANGUAGES.map((language) => [language, pageMetaOf(messagesFolders, language)]))
      this.emitFile({ type: 'asset', fileName: 'page-meta.json', source: JSON.stringify(meta) })
    },
  }
}
