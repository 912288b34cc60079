import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)
const cliPath = resolve(import.meta.dirname, '..', '..', 'admin-cli', 'bin', 'dilemma-admin.js')

export interface AdminCli {
  run(...args: string[]): Promise<{ stdout: string; stderr: string }>
  /** Forgets the CLI's session and configuration. */
  dispose(): void
}

/** `dilemma-admin` against the e2e server, with a configuration directory of its own. */
export function adminCli(baseUrl: string): AdminCli {
  const configDir = mkdtempSync(join(tmpdir(), 'dilemma-cli-e2e-'))
  return {
    run: (...args) =>
      execFileAsync(process.execPath, [cliPath, '--api', `${baseUrl}/api`, ...args], {
        env: { ...process.env, DILEMMA_ADMIN_CONFIG_DIR: configDir },
      }),
    dispose: () => rmSync(configDir, { recursive: true, force: true }),
  }
}
