import { isAbsolute, join } from 'node:path'
import type { Io } from './io.js'

/** `$DILEMMA_ADMIN_CONFIG_DIR`, else `$XDG_CONFIG_HOME/dilemma-admin`, else `~/.config/dilemma-admin`. */
export function configDir({ env, homeDir }: Pick<Io, 'env' | 'homeDir'>): string {
  if (env.DILEMMA_ADMIN_CONFIG_DIR) return env.DILEMMA_ADMIN_CONFIG_DIR
  // The XDG spec says a relative XDG_CONFIG_HOME is invalid and must be ignored.
  const xdgConfigHome = env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : undefined
  return join(xdgConfigHome ?? join(homeDir, '.config'), 'dilemma-admin')
}

export function sessionFile(io: Pick<Io, 'env' | 'homeDir'>): string {
  return join(configDir(io), 'session.json')
}
