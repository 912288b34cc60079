import { FEED_LIMITS } from '@dilemma/contract/limits'

const seedKey = 'dilemma.feedSeed'

const isSeed = (value: number | undefined): value is number =>
  Number.isInteger(value) && value! > 0 && value! <= FEED_LIMITS.maxSeed

/**
 * The random order's seed for this browser session: made once and kept in sessionStorage, so
 * load-more pages and returning to the feed keep the same order. `sent`: the seed of the page the
 * server sent (its first screen), which becomes the session's.
 */
export function sessionFeedSeed(storage: Storage = window.sessionStorage, sent?: number): number {
  if (isSeed(sent)) {
    storage.setItem(seedKey, String(sent))
    return sent
  }
  const stored = Number(storage.getItem(seedKey))
  if (isSeed(stored)) return stored
  const seed = 1 + Math.floor(Math.random() * (FEED_LIMITS.maxSeed - 1))
  storage.setItem(seedKey, String(seed))
  return seed
}
