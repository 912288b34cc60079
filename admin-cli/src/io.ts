import envPaths from 'env-paths'
import { homedir } from 'node:os'
import type { Readable, Writable } from 'node:stream'

/** Everything the CLI touches outside itself, so tests can run it in-process. */
export interface Io {
  stdin: Readable & { isTTY?: boolean }
  stdout: Writable
  /** Prompts, notes and errors go here, keeping stdout clean for `--json`. */
  stderr: Writable
  env: Readonly<Record<string, string | undefined>>
  homeDir: string
  /**
   * This platform's directory for the CLI's settings (env-paths): `$XDG_CONFIG_HOME/dilemma-admin` or
   * `~/.config/dilemma-admin` on Linux, `~/Library/Preferences/dilemma-admin` on macOS,
   * `%APPDATA%\dilemma-admin\Config` on Windows.
   */
  platformConfigDir: string
}

export function processIo(): Io {
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    homeDir: homedir(),
    platformConfigDir: envPaths('dilemma-admin', { suffix: '' }).config,
  }
}
