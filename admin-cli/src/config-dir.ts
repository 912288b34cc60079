import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import type { Io } from './io.js'

/**
 * `$DILEMMA_ADMIN_CONFIG_DIR`, else `$XDG_CONFIG_HOME/dilemma-admin`, else `~/.config/dilemma-admin`;
 * with a profile (`--profile`, `$DILEMMA_PROFILE`) its `profiles/<name>` (sessions and last address
 * of their own, like gh's hosts).
 */
export function configDir(io: Pick<Io, 'env' | 'homeDir'>): string {
  const profile = io.env.DILEMMA_PROFILE
  return profile ? join(baseConfigDir(io), 'profiles', profile) : baseConfigDir(io)
}

function baseConfigDir({ env, homeDir }: Pick<Io, 'env' | 'homeDir'>): string {
  if (env.DILEMMA_ADMIN_CONFIG_DIR) return env.DILEMMA_ADMIN_CONFIG_DIR
  // The XDG spec says a relative XDG_CONFIG_HOME is invalid and must be ignored.
  const xdgConfigHome = env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : undefined
  return join(xdgConfigHome ?? join(homeDir, '.config'), 'dilemma-admin')
}

/**
 * One session per API address (`sessions/127.0.0.1_3333_api.json`): logging in to a second server,
 * or to another port of the same host, keeps the first one's session.
 */
export function sessionFile(io: Pick<Io, 'env' | 'homeDir'>, apiUrl: string): string {
  const name = apiUrl.replace(/^https?:\/\//i, '').replace(/[^a-zA-Z0-9.-]+/g, '_')
  return join(configDir(io), 'sessions', `${name}.json`)
}

const lastApiFile = (io: Pick<Io, 'env' | 'homeDir'>) => join(configDir(io), 'last-api')

/** The API address of the last login, the default of `--api` after $DILEMMA_API_URL. */
export function rememberedApi(io: Pick<Io, 'env' | 'homeDir'>): string | undefined {
  try {
    return readFileSync(lastApiFile(io), 'utf8').trim() || undefined
  } catch {
    return undefined
  }
}

export function rememberApi(io: Pick<Io, 'env' | 'homeDir'>, apiUrl: string): void {
  mkdirSync(configDir(io), { recursive: true, mode: 0o700 })
  writeFileSync(lastApiFile(io), `${apiUrl}\n`, { mode: 0o600 })
}
