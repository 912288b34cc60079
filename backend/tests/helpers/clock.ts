import { DateTime, Settings } from 'luxon'

/**
 * Moves Luxon's clock (every DateTime.utc() of the app) to `at` until the returned function is
 * called; tests use it as a cleanup.
 */
export function moveClockTo(at: DateTime): () => void {
  const realNow = Settings.now
  const target = at.toMillis()
  Settings.now = () => target
  return () => {
    Settings.now = realNow
  }
}

/** The clock moved forward by `days` (fractions allowed) from the real now. */
export const moveClockBy = (days: number) => moveClockTo(DateTime.utc().plus({ days }))
