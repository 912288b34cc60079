import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import env from '#start/env'
import type { CookieAgent } from '#tests/helpers/cookie_agent'

export interface GuestCard {
  id: number
  title: string
  user_choice: string | null
  liked: boolean
  saved: boolean
  reported: boolean
  is_owner: boolean
}

/**
 * A built front end whose server render echoes what the backend gives it (the real render is the
 * shell's, tested in shell/src/server and e2e): the answers and the user the page's JSON carries.
 */
const FAKE_DIST: Record<string, string> = {
  'shell/dist/index.html':
    '<!doctype html><html lang="de"><head><title>Dilemma</title></head><body><div id="root"></div></body></html>',
  'shell/dist/page-meta.json': JSON.stringify({
    de: Object.fromEntries(
      ['feed', 'profile', 'user', 'premium'].map((page) => [page, { title: page, description: page }]),
    ),
  }),
  'shell/dist-first-screen/package.json': '{ "type": "module" }',
  'shell/dist-first-screen/renderFirstScreen.js': `export async function renderFirstScreen({ url, answers, user, cookieNoticeAccepted, timeZone }) {
    const notice = cookieNoticeAccepted ? '' : '<section>cookie notice</section>'
    const html = '<main>' + url + '</main>' + notice + '<time>' + timeZone + '</time>'
    return { html, queries: [['answers', answers], ['user', user ?? null]] }
  }`,
}

export interface SentPage {
  html: string
  cacheControl: string | undefined
  answers: {
    feed?: { firstPage: { posts: GuestCard[] } }
    post?: { post: GuestCard }
    authoredPosts?: { userId: number; firstPage: { posts: GuestCard[] } }
    publicProfile?: { profile: unknown; badges: unknown; votedPosts: unknown }
    feedSidebar?: { popularTags: unknown; popularCategories: unknown }
    notices?: { userId: number; unread: unknown }
  }
  user: { id: number; username: string } | null
}

/** The page `agent` is sent for `path`, and the JSON of its first screen (none: no first screen). */
export async function pageFor(agent: CookieAgent, path: string): Promise<SentPage | null> {
  const response = await agent.send('get', path)
  const html = response.text()
  const json = /<script type="application\/json" id="first-screen-data">([^<]*)<\/script>/.exec(html)?.[1]
  if (!json) return null
  const [[, answers], [, user]] = JSON.parse(json) as [[string, SentPage['answers']], [string, SentPage['user']]]
  return { html, cacheControl: response.headers()['cache-control'], answers, user }
}

/**
 * Serves FAKE_DIST as the built front end (WEB_DIST_ROOT) until the returned cleanup runs: for
 * a group's setup.
 */
export async function serveEchoingFrontEnd(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'dilemma-first-screen-'))
  for (const [path, content] of Object.entries(FAKE_DIST)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), content)
  }
  const previousRoot = env.get('WEB_DIST_ROOT')
  env.set('WEB_DIST_ROOT', root)
  return async () => {
    env.set('WEB_DIST_ROOT', previousRoot ?? '')
    await rm(root, { recursive: true, force: true })
  }
}
