import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import env from '#start/env'
import { createPoll, resetPolls } from '#tests/helpers/polls'
import { createUser } from '#tests/helpers/users'
import { serverUrl } from '#tests/helpers/server_url'

const SHELL_INDEX = `<!doctype html><html lang="de"><head>
<meta name="description" content="Dilemma – schnelle Entscheidungen." />
<title>Dilemma</title>
<script type="module" crossorigin src="/assets/index.js"></script>
</head><body><div id="root"></div></body></html>`

async function pageOf(path: string) {
  const response = await fetch(serverUrl(path), { headers: { 'accept-encoding': 'identity' } })
  return { status: response.status, html: await response.text() }
}

test.group('Link previews of /post/:id', (group) => {
  group.setup(async () => {
    const root = await mkdtemp(join(tmpdir(), 'dilemma-share-'))
    await mkdir(join(root, 'shell', 'dist'), { recursive: true })
    await writeFile(join(root, 'shell', 'dist', 'index.html'), SHELL_INDEX)
    const previousRoot = env.get('WEB_DIST_ROOT')
    env.set('WEB_DIST_ROOT', root)
    return async () => {
      env.set('WEB_DIST_ROOT', previousRoot ?? '')
      await rm(root, { recursive: true, force: true })
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('carries the title, the description cut to 160 characters and the first image', async ({ assert }) => {
    const author = await createUser()
    const post = await createPoll(author, {
      title: 'Kita or <b>nanny</b>?',
      description: `${'A long question about childcare. '.repeat(10)}`,
      imageB: 'second.webp',
    })

    const { status, html } = await pageOf(`/post/${post.id}`)

    assert.equal(status, 200)
    assert.include(html, '<title>Kita or &#60;b&#62;nanny&#60;/b&#62;? – Dilemma</title>')
    assert.include(html, '<meta property="og:title" content="Kita or &#60;b&#62;nanny&#60;/b&#62;? – Dilemma" />')
    const description = /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1]
    assert.lengthOf(description!, 160)
    assert.isTrue(description!.endsWith('…'))
    assert.match(html, /<meta property="og:image" content="http[^"]+\/uploads\/posts\/second\.webp" \/>/)
    assert.include(html, '<meta name="twitter:card" content="summary_large_image" />')
    assert.include(html, `<meta property="og:url" content="`)
    assert.lengthOf(html.match(/<meta name="description"/g)!, 1, 'the generic description is replaced')
    assert.include(html, '<div id="root"></div>')
  })

  test("a title with replacement patterns ($`, $&, $') is written as text, not as parts of the page", async ({
    assert,
  }) => {
    const post = await createPoll(await createUser(), { title: "$` or $& or $'?" })

    const { html } = await pageOf(`/post/${post.id}`)

    assert.lengthOf(html.match(/<script/g)!, 1)
    assert.lengthOf(html.match(/<title>/g)!, 1)
    assert.include(html, '<title>$` or $&#38; or $&#39;? – Dilemma</title>')
    assert.include(html, `<meta property="og:title" content="$\` or $&#38; or $&#39;? – Dilemma" />`)
    assert.include(html, `<meta name="twitter:title" content="$\` or $&#38; or $&#39;? – Dilemma" />`)
  })

  test('an active poll without images shows its social card; a closed one no image', async ({ assert }) => {
    const author = await createUser()
    const active = await createPoll(author, { description: 'Short one.' })
    const passive = await createPoll(author, { description: 'Closed one.', status: 'passive' })

    const { html } = await pageOf(`/post/${active.id}`)
    assert.include(html, '<meta property="og:description" content="Short one." />')
    assert.include(html, '<meta name="twitter:card" content="summary_large_image" />')
    const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(html)![1]!
    assert.match(image, new RegExp(`^http[^"]+/api/posts/${active.id}/card\\?format=square&#38;lang=de$`))
    const cardUrl = new URL(image.replaceAll('&#38;', '&'))
    const card = await fetch(serverUrl(cardUrl.pathname + cardUrl.search))
    assert.equal(card.status, 200)
    assert.equal(card.headers.get('content-type'), 'image/png')

    const closed = await pageOf(`/post/${passive.id}`)
    assert.include(closed.html, '<meta name="twitter:card" content="summary" />')
    assert.notInclude(closed.html, 'og:image')
  })

  test('a deleted or unknown poll gets the plain shell page', async ({ assert }) => {
    const post = await createPoll(await createUser(), { status: 'deleted' })

    const deleted = await pageOf(`/post/${post.id}`)
    const unknown = await pageOf('/post/987654321')

    assert.equal(deleted.status, 200)
    assert.equal(deleted.html, SHELL_INDEX)
    assert.equal(unknown.html, SHELL_INDEX)
  })
})
