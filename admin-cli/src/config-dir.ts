import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import type { Io } from './io.js'

type ConfigPaths = Pick<Io, 'env' | 'homeDir' | 'platformConfigDir'>

/**
 * `$DILEMMA_ADMIN_CONFIG_DIR`, else the directory of earlier versions while it exists, else the
 * platform's own (env-paths); with a profile (`--profile`, `$DILEMMA_PROFILE`) its `profiles/<name>`
 * (sessions and last address of their own, like gh's hosts).
 */
export function configDir(io: ConfigPaths): string {
  const profile = io.env.DILEMMA_PROFILE
  return profile ? join(baseConfigDir(io), 'profiles', profile) : baseConfigDir(io)
}

function baseConfigDir({ env, homeDir, platformConfigDir }: ConfigPaths): string {
  if (env.DILEMMA_ADMIN_CONFIG_DIR) return env.DILEMMA_ADMIN_CONFIG_DIR
  const earlier = earlierConfigDir(env, homeDir)
  return existsSync(earlier) || !isAbsolute(platformConfigDir) ? earlier : platformConfigDir
}

/**
 * Where every platform kept it before env-paths: `$XDG_CONFIG_HOME/dilemma-admin`, else
 * `~/.config/dilemma-admin`. On Linux that is env-paths' choice too, except that the XDG spec
 * says to ignore a relative XDG_CONFIG_HOME, which env-paths takes (so a relative choice is not used).
 */
function earlierConfigDir(env: Io['env'], homeDir: string): string {
  const xdgConfigHome = env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : undefined
  return join(xdgConfigHome ?? join(homeDir, '.config'), 'dilemma-admin')
}

/**
 * One session per API address (`sessions/127.0.0.1_3333_api.json`): logging in to a second server,
 * or to another port of the same host, keeps the first one's session.
 */
export function sessionFile(io: ConfigPaths, apiUrl: string): string {
  const name = apiUrl.replace(/^https?:\/\//i, '').replace(/[^a-zA-Z0-9.-]+/g, '_')
  return join(configDir(io), 'sessions', `${name}.json`)
}

const lastApiFile = (io: ConfigPaths) => join(configDir(io), 'last-api')

/** The API address of the last login, the default of `--api` after $DILEMMA_API_URL. */
export function rememberedApi(io: ConfigPaths): string | undefined {
  try {
    return readFileSync(lastApiFile(io), 'utf8').trim() || undefined
  } catch {
    return undefined
  }
}

export function rememberApi(io: ConfigPaths, apiUrl: string): void {
  mkdirSync(configDir(io), { recursive: true, mode: 0o700 })
  writeFileSync(lastApiFile(io), `${apiUrl}\n`, { mode: 0o600 })
}
