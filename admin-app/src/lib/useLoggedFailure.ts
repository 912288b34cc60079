import { useEffect } from 'react'

/**
 * Logs a failure that the screen does not show, once per error: the statistics of the users and
 * posts tabs (admin-spec §8: "stats fetch failures are only logged").
 */
export function useLoggedFailure(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`${what} failed`, error)
  }, [error, what])
}
