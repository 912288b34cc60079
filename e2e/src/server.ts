import { startBuiltServer, type BuiltServerOptions, type RunningServer } from '../../scripts/builtServer.mjs'

export type { RunningServer }

/** Starts the built server on 127.0.0.1 with a fresh SQLite database, which it migrates and seeds. */
export function startServer(options: Pick<BuiltServerOptions, 'env'> = {}): Promise<RunningServer> {
  return startBuiltServer({ label: 'dilemma-e2e', env: options.env })
}
