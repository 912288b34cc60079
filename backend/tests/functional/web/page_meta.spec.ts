import { test } from '@japa/runner'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import env from '#start/env'
import { appUrl } from '#config/app'
import { serverUrl } from '#tests/helpers/server_url'

const SHELL_INDEX = `<!doctype html><html lang="de"><head>
<meta name="description" content="Dilemma – schnelle Entscheidungen." />
<title>Dilemma</title>
<script type="module" crossorigin src="/assets/index.js"></script>
</head><body><div id="root"></div></body></html>`

/** What the shell's build emits from its messages (shell/vite/pageMetaFile.ts), in part. */
const PAGE_META = {
  de: {
    feed: { title: 'Feed – Dilemma', description: 'Die neuesten Fragen der Community.' },
    notFound: { title: 'Seite nicht gefunden – Dilemma', description: 'Diese Seite gibt es nicht.' },
  },
  en: {
    feed: { title: 'Feed – Dilemma', description: 'The community’s latest questions.' },
    login: { title: 'Log in – Dilemma', description: 'Log in to Dilemma.' },
    notFound: { title: 'Page not found – Dilemma', description: 'This page does not exist.' },
  },
  tr: {
    feed: { title: 'Akış – Dilemma', description: 'Topluluğun en yeni soruları.' },
    login: { title: 'Giriş yap – Dilemma', description: 'Dilemma’ya giriş yap.' },
  },
}

async function pageOf(path: string, headers: Record<string, string>) {
  const response = await fetch(serverUrl(path), { headers: { 'accept-encoding': 'identity', ...headers } })
  return { status: response.status, html: await response.text(), vary: response.headers.get('vary') }
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const metaOf = (html: string, name: string) =>
  new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html)?.[1]

test.group('Page titles and descriptions in the served HTML', (group) => {
  group.setup(async () => {
    const root = await mkdtemp(join(tmpdir(), 'dilemma-page-meta-'))
    await mkdir(join(root, 'shell', 'dist'), { recursive: true })
    await writeFile(join(root, 'shell', 'dist', 'index.html'), SHELL_INDEX)
    await writeFile(join(root, 'shell', 'dist', 'page-meta.json'), JSON.stringify(PAGE_META))
    const previousRoot = env.get('WEB_DIST_ROOT')
    env.set('WEB_DIST_ROOT', root)
    return async () => {
      env.set('WEB_DIST_ROOT', previousRoot ?? '')
      await rm(root, { recursive: true, force: true })
    }
  })

  test('{language} reader of {path}: the title, description and <html lang> of that language')
    .with([
      { language: 'tr-TR,tr;q=0.9', path: '/feed', lang: 'tr', title: 'Akış – Dilemma' },
      { language: 'en-GB,en;q=0.8', path: '/feed', lang: 'en', title: 'Feed – Dilemma' },
      { language: 'de', path: '/feed', lang: 'de', title: 'Feed – Dilemma' },
      { language: 'fr-FR, tr;q=0.5', path: '/login', lang: 'tr', title: 'Giriş yap – Dilemma' },
    ])
    .run(async ({ assert }, { language, path, lang, title }) => {
      const { status, html, vary } = await pageOf(path, { 'accept-language': language })

      assert.equal(status, 200)
      assert.equal(titleOf(html), title)
      assert.include(html, `<html lang="${lang}"`)
      assert.equal(metaOf(html, 'og:title'), title)
      assert.lengthOf(html.match(/<meta name="description"/g)!, 1, 'the built-in description is replaced')
      assert.equal(metaOf(html, 'description'), PAGE_META[lang as 'de'][path.slice(1) as 'feed'].description)
      assert.lengthOf(html.match(/<script/g)!, 1)
      assert.include(vary!, 'Accept-Language')
    })

  test('the stored choice (dilemma_language cookie) wins over Accept-Language; a bad one does not', async ({
    assert,
  }) => {
    const chosen = await pageOf('/login', { 'accept-language': 'en-GB,en;q=0.9', cookie: 'dilemma_language=tr' })
    assert.include(chosen.html, '<html lang="tr"')
    assert.equal(titleOf(chosen.html), 'Giriş yap – Dilemma')
    assert.include(chosen.vary!, 'Cookie')
    const bad = await pageOf('/login', { 'accept-language': 'en-GB,en;q=0.9', cookie: 'dilemma_language=xx' })
    assert.include(bad.html, '<html lang="en"')
  })

  test('without Accept-Language: German, the fallback', async ({ assert }) => {
    const { html } = await pageOf('/feed', {})
    assert.include(html, '<html lang="de"')
    assert.equal(metaOf(html, 'description'), 'Die neuesten Fragen der Community.')
  })

  test('an unknown address: the not-found texts with 404', async ({ assert }) => {
    const { status, html } = await pageOf('/nowhere', { 'accept-language': 'en' })
    assert.equal(status, 404)
    assert.equal(titleOf(html), 'Page not found – Dilemma')
  })

  test('og:url and the canonical address are APP_URL’s, whatever host name the request names', async ({ assert }) => {
    const { html } = await pageOf('/feed?sort=new', { 'accept-language': 'en', host: 'evil.example' })
    const expected = new URL('/feed', appUrl).href
    assert.equal(metaOf(html, 'og:url'), expected)
    assert.include(html, `<link rel="canonical" href="${expected}" />`)
  })

  test('a page the build names no texts for keeps the built document', async ({ assert }) => {
    const { status, html } = await pageOf('/impressum', { 'accept-language': 'en' })
    assert.equal(status, 200)
    assert.equal(html, SHELL_INDEX)
  })
})
