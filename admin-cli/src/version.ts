import { createRequire } from 'node:module'
import type { Command } from 'commander'
import { rememberedApi } from './config-dir.js'
import { actionWith, type CommandContext } from './context.js'
import type { Io } from './io.js'

/** The release this CLI belongs to: its package.json's version (beside src/ and dist/), the root's. */
const { version: cliVersion } = createRequire(import.meta.url)('../package.json') as { version: string }

interface Versions {
  version: string
  api?: { url: string; version: string }
}

/**
 * `-V, --version`: the release's number, and with an API configured (`--api`, `DILEMMA_API_URL`
 * or the last login's address) the version its `/health` names, on a second line. Commander's
 * own `.version()` prints and exits while it reads the options, before a later `--api` and
 * without waiting for an answer; this flag makes the root command's action print instead.
 */
export function registerVersionOption(program: Command, io: Io): void {
  const isConfigured = () =>
    program.getOptionValueSource('api') === 'cli' ||
    io.env.DILEMMA_API_URL !== undefined ||
    rememberedApi(io) !== undefined
  const printVersions = async ({ api, apiUrl, output }: CommandContext) => {
    if (!isConfigured()) return output.result({ version: cliVersion } satisfies Versions, () => cliVersion)
    try {
      const { version } = await api.health()
      const versions = { version: cliVersion, api: { url: apiUrl, version } } satisfies Versions
      output.result(versions, () => `${cliVersion}\nAPI ${version} at ${apiUrl}`)
    } catch (error) {
      // The CLI's own number still goes to stdout; the API's failure is reported (exit 1) as any other.
      output.result({ version: cliVersion } satisfies Versions, () => cliVersion)
      throw error
    }
  }
  program
    .option('-V, --version', "print the version, and the API's when an API is configured")
    .on('option:version', () => program.action(actionWith(io, printVersions)))
}
