const seedKey = 'dilemma.feedSeed'
const maxSeed = 2 ** 31 - 1

/**
 * The random order's seed for this browser session: made once and kept in sessionStorage, so
 * load-more pages and returning to the feed keep the same order.
 */
export function sessionFeedSeed(storage: Storage = window.sessionStorage): number {
  const stored = Number(storage.getItem(seedKey))
  if (Number.isInteger(stored) && stored > 0 && stored <= maxSeed) return stored
  const seed = 1 + Math.floor(Math.random() * (maxSeed - 1))
  storage.setItem(seedKey, String(seed))
  return seed
}
