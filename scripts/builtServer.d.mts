/** Types of builtServer.mjs, for the TypeScript e2e suite. */
import type { PayPalStandIn } from './paypal-standin/paypal_standin.d.mts'

export interface RunningServer {
  /** http://127.0.0.1:<free port> */
  baseUrl: string
  /** Where the server writes its mails (one JSON file each) instead of sending them. */
  mailOutboxDir: string
  /** Its SQLite database: a second server given it (and no preparation) shares the data. */
  sqlitePath: string
  /** The PayPal the server pays at: the local stand-in. */
  paypal: PayPalStandIn
  /** Stops the server and the stand-in and deletes the database and the mails. */
  stop(): Promise<void>
}

export interface BuiltServerOptions {
  /** Prefix of the temporary folder and of the stand-in's credentials. Default `dilemma`. */
  label?: string
  /** The server's LOG_LEVEL. Default `warn`. */
  logLevel?: string
  /** Added to (or overriding) the server's environment: CORS_ORIGINS, WEB_DIST_ROOT, REDIS_HOST for a fleet… */
  env?: Record<string, string | undefined>
}

/** Starts backend/build on a free port of 127.0.0.1 with a fresh, demo-seeded SQLite database. */
export function startBuiltServer(options?: BuiltServerOptions): Promise<RunningServer>
