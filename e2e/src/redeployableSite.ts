import { createHash } from 'node:crypto'
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { startServer } from './server.js'

/** One build of the shell as the site serves it. */
export interface ShellBuild {
  /** 1 for the build `npm run build` made, then 2, 3, … for each deployed after it. */
  number: number
  /** The revision that this build's sw.js lists for index.html (its precache key carries it). */
  indexRevision: string
}

export interface RedeployableSite {
  baseUrl: string
  /** The build the site serves now. */
  current(): ShellBuild
  /**
   * Deploys a new build of the shell: a different index.html (it names its build number in
   * `<meta name="dilemma-build">`), then the sw.js that lists it with its new revision.
   */
  deployNextBuild(): Promise<ShellBuild>
  /** Replaces the member remote's build (`member-app/dist`) with the one in `folder`; the shell stays. */
  deployMemberRemote(folder: string): Promise<void>
  /** Takes the member remote away (its folder renamed) until `restoreMemberRemote`: a failed deploy. */
  breakMemberRemote(): Promise<void>
  restoreMemberRemote(): Promise<void>
  stop(): Promise<void>
}

const repoRoot = resolve(import.meta.dirname, '..', '..')
const frontEnds = ['shell', 'member-app', 'admin-app']

/**
 * The built server with the built front ends served from a copy (WEB_DIST_ROOT), so that a test
 * can deploy a new build of the shell while pages have the old one open:
 * docs/adr/0057-browser-and-fleet-tests.md.
 *
 * A new build is made from the built one, not by building the shell again: the service worker's
 * code is the real one, and its sw.js differs exactly where workbox's injectManifest makes two
 * builds differ, the precache manifest. Only index.html changes, so only its revision changes
 * (workbox's revision is the file's MD5). A second `vite build` would need a source change to
 * differ at all, and would cost the test a build on a busy machine.
 */
export async function serveRedeployableSite(): Promise<RedeployableSite> {
  const root = await mkdtemp(join(tmpdir(), 'dilemma-deploy-'))
  for (const frontEnd of frontEnds)
    await cp(join(repoRoot, frontEnd, 'dist'), join(root, frontEnd, 'dist'), { recursive: true })
  const shellDist = join(root, 'shell', 'dist')
  const memberDist = join(root, 'member-app', 'dist')
  const brokenMemberDist = join(root, 'member-app', 'dist.away')
  const builtIndex = await readFile(join(shellDist, 'index.html'), 'utf8')
  const builtWorker = await readFile(join(shellDist, 'sw.js'), 'utf8')
  const builtRevision = md5(builtIndex)
  if (builtWorker.split(indexEntry(builtRevision)).length !== 2) {
    throw new Error(`shell/dist/sw.js does not list ${indexEntry(builtRevision)} once: see redeployableSite.ts`)
  }

  let current: ShellBuild = { number: 1, indexRevision: builtRevision }
  const server = await startServer({ env: { WEB_DIST_ROOT: root } })
  return {
    baseUrl: server.baseUrl,
    current: () => current,
    async deployNextBuild() {
      const number = current.number + 1
      const index = builtIndex.replace('</head>', `<meta name="dilemma-build" content="${number}" /></head>`)
      const indexRevision = md5(index)
      // index.html first: a browser that fetches the new sw.js precaches the index.html it lists.
      await replaceFile(join(shellDist, 'index.html'), index)
      await replaceFile(
        join(shellDist, 'sw.js'),
        builtWorker.replace(indexEntry(builtRevision), indexEntry(indexRevision)),
      )
      current = { number, indexRevision }
      return current
    },
    async deployMemberRemote(folder) {
      const next = join(memberDist, '..', 'dist.next')
      await cp(folder, next, { recursive: true })
      await rm(memberDist, { recursive: true, force: true })
      await rename(next, memberDist)
    },
    breakMemberRemote: () => rename(memberDist, brokenMemberDist),
    restoreMemberRemote: () => rename(brokenMemberDist, memberDist),
    async stop() {
      await server.stop()
      await rm(root, { recursive: true, force: true })
    },
  }
}

/** index.html's entry in the precache manifest that injectManifest writes into sw.js. */
function indexEntry(revision: string) {
  return `{"revision":"${revision}","url":"index.html"}`
}

function md5(text: string) {
  return createHash('md5').update(text).digest('hex')
}

/** Written beside and renamed over the old file: the server never reads half a file. */
async function replaceFile(path: string, content: string) {
  await writeFile(`${path}.new`, content)
  await rename(`${path}.new`, path)
}

/** The test file's redeployable site, started before its tests and stopped after them. */
export function useRedeployableSite(): () => RedeployableSite {
  let site: RedeployableSite | undefined
  beforeAll(async () => {
    site = await serveRedeployableSite()
  })
  afterAll(async () => {
    await site?.stop()
  })
  return () => {
    if (!site) throw new Error('the site is not running: call useRedeployableSite() at the top of the test file')
    return site
  }
}
