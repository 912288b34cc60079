import { randomInt } from 'node:crypto'

/** Each post's key for the random feed order (feed_random_order.ts), drawn once at creation. */
export const RANDOM_KEY_LIMIT = 2 ** 31 - 1

/** An integer in [0, RANDOM_KEY_LIMIT). */
export function drawRandomKey(): number {
  return randomInt(0, RANDOM_KEY_LIMIT)
}
