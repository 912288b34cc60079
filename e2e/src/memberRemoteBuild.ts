import { execFile } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

const repoRoot = resolve(import.meta.dirname, '..', '..')
const run = promisify(execFile)

/**
 * Builds the member remote again, with one English text changed, as a team that owns only the
 * member app would: its own `vite build` (e2e/scripts/buildMemberRemote.mjs), nothing of the shell
 * rebuilt. Returns the folder of the new build (what replaces `member-app/dist` on the server).
 */
export async function buildMemberRemoteWithText(messageId: string, text: string): Promise<string> {
  const outDir = join(await mkdtemp(join(tmpdir(), 'dilemma-member-remote-')), 'dist')
  await run(process.execPath, [join(repoRoot, 'e2e', 'scripts', 'buildMemberRemote.mjs'), outDir, messageId, text], {
    cwd: join(repoRoot, 'member-app'),
    env: buildEnvironment(),
  })
  return outDir
}

/** The environment of `npm run build`: without the test runner's (NODE_ENV=test, VITEST…), which Vite reads. */
function buildEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  )
}
