import { isApiError } from './api-error.js'

/** The 401 codes that a new access token can cure; TOKEN_MISSING means there is no session at all. */
const REFRESHABLE_CODES: ReadonlySet<string> = new Set(['TOKEN_EXPIRED', 'TOKEN_BLACKLISTED', 'INVALID_TOKEN'])

export function needsSessionRefresh(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && REFRESHABLE_CODES.has(error.code)
}

export interface SessionRefresherOptions {
  /** Renews the session (`POST /auth/refresh`); rejects when it cannot. */
  refreshSession: () => Promise<unknown>
  onRefreshFailed: (error: unknown) => void
}

export interface SessionRefresher {
  /** Runs a call; after a refreshable 401 it renews the session once and runs the call one more time. */
  run<T>(call: () => Promise<T>): Promise<T>
}

/**
 * The spec's session-refresh rule. Calls are grouped by the refresh epoch they were sent in: the first
 * refreshable failure of an epoch starts the one refresh, the others of that epoch wait for it, and
 * one that fails only after the refresh ended reuses its outcome instead of starting another.
 */
export function createSessionRefresher({ refreshSession, onRefreshFailed }: SessionRefresherOptions): SessionRefresher {
  let epoch = 0
  let lastRefreshError: { error: unknown } | undefined
  let refreshing: Promise<void> | undefined

  function refreshOnce(): Promise<void> {
    refreshing ??= refreshSession().then(
      () => {
        epoch += 1
        lastRefreshError = undefined
        refreshing = undefined
      },
      (error: unknown) => {
        epoch += 1
        lastRefreshError = { error }
        refreshing = undefined
        onRefreshFailed(error)
        throw error
      },
    )
    return refreshing
  }

  return {
    async run(call) {
      const sentInEpoch = epoch
      try {
        return await call()
      } catch (error) {
        if (!needsSessionRefresh(error)) throw error
        if (sentInEpoch === epoch) await refreshOnce()
        else if (lastRefreshError) throw lastRefreshError.error
        return call()
      }
    },
  }
}
