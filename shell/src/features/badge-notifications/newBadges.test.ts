import type { EarnedBadge } from '@dilemma/api-client'
import { describe, expect, it } from 'vitest'
import { withArrivedBadges } from './newBadges'

const badge = (id: number): EarnedBadge => ({
  id,
  name: `VOTES_GIVEN_${id}`,
  type: 'VOTES_GIVEN',
  category: 'Participation',
  threshold: id,
  tier: 1,
  icon_url: null,
  earned_at: '2025-05-01T10:00:00.000Z',
})

describe('withArrivedBadges', () => {
  it('adds badges not on screen yet after those already shown', () => {
    expect(withArrivedBadges([badge(1)], [badge(2), badge(1)], new Set()).map((b) => b.id)).toEqual([1, 2])
  })

  it('keeps a badge she has just cleared away, even when a late poll still lists it', () => {
    expect(withArrivedBadges([], [badge(1), badge(2)], new Set([1])).map((b) => b.id)).toEqual([2])
  })

  it('keeps the notifications on screen when a poll brings nothing new', () => {
    expect(withArrivedBadges([badge(3)], [], new Set()).map((b) => b.id)).toEqual([3])
  })
})
