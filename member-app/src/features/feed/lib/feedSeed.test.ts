import { describe, expect, it } from 'vitest'
import { sessionFeedSeed } from './feedSeed'

describe('sessionFeedSeed', () => {
  it('makes a seed once and keeps it for the session', () => {
    window.sessionStorage.clear()
    const seed = sessionFeedSeed()
    expect(seed).toBeGreaterThan(0)
    expect(seed).toBeLessThanOrEqual(2 ** 31 - 1)
    expect(sessionFeedSeed()).toBe(seed)
  })
})
