/*
 * The title and description of every page in the HTML the server sends, in the reader's language
 * (Accept-Language), so crawlers and link previews, which run no JavaScript, see what the shell
 * shows once it runs. The language: the reader's stored choice, else Accept-Language (first_screen.ts). The texts are the shell's own messages (`shell.meta.<page>.*`), which its
 * build writes to `page-meta.json` beside index.html (shell/vite/pageMetaFile.ts). The address is
 * always APP_URL's: a request under another host name gets the same canonical address.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { appUrl } from '#config/app'
import type { Language } from '#services/i18n/languages'
import type { ShareMeta } from '#services/http/share_meta'

interface PageTexts {
  title: string
  description: string
}

type PageMetaFile = Record<Language, Record<string, PageTexts | undefined> | undefined>

/** The first segment of an address names its page (shell/src/features/i18n/pageMeta.ts). */
function pageKeyOf(path: string, isKnownRoute: boolean): string {
  if (!isKnownRoute) return 'notFound'
  return path.split('/')[1] || 'landing'
}

const loadedFiles = new Map<string, Promise<PageMetaFile | null>>()

/** The shell's page-meta.json, read once; null before the shell is built with it. */
function pageMetaFile(shellDirectory: string): Promise<PageMetaFile | null> {
  let file = loadedFiles.get(shellDirectory)
  if (!file) {
    file = readFile(join(shellDirectory, 'page-meta.json'), 'utf8').then(
      (text) => JSON.parse(text) as PageMetaFile,
      () => null,
    )
    loadedFiles.set(shellDirectory, file)
  }
  return file
}

export interface LocalizedPage {
  language: Language
  meta: ShareMeta | null
}

/** The reader's language and, where the shell's build provides them, the page's texts in it. */
export async function localizedPage(
  shellDirectory: string,
  path: string,
  language: Language,
  isKnownRoute: boolean,
): Promise<LocalizedPage> {
  const texts = (await pageMetaFile(shellDirectory))?.[language]?.[pageKeyOf(path, isKnownRoute)]
  if (!texts) return { language, meta: null }
  return { language, meta: { ...texts, url: new URL(path, appUrl).href, image: null } }
}

/** `<html lang="…">` of the served document. */
export function withDocumentLanguage(html: string, language: Language): string {
  return html.replace(/<html lang="[a-z]{2}"/i, () => `<html lang="${language}"`)
}
