import type { NewBadge } from '@dilemma/api-client'
import { describe, expect, it } from 'vitest'
import { splitToasts, withArrivedBadges } from './newBadges'

const badge = (id: number, toasted = false): NewBadge => ({
  id,
  name: `VOTES_GIVEN_${id}`,
  type: 'VOTES_GIVEN',
  category: 'Participation',
  threshold: id,
  tier: 1,
  icon_url: null,
  earned_at: '2025-05-01T10:00:00.000Z',
  toasted,
})
const ids = (badges: NewBadge[]) => badges.map((each) => each.id)

describe('withArrivedBadges', () => {
  it('puts badges not on screen yet before those already shown: newest first', () => {
    expect(ids(withArrivedBadges([badge(1)], [badge(2), badge(1)], new Set()))).toEqual([2, 1])
  })

  it('keeps a badge she has just cleared away, even when a late poll still lists it', () => {
    expect(ids(withArrivedBadges([], [badge(1), badge(2)], new Set([1])))).toEqual([2])
  })

  it('keeps the notifications on screen when a poll brings nothing new', () => {
    expect(ids(withArrivedBadges([badge(3)], [], new Set()))).toEqual([3])
  })
})

describe('splitToasts', () => {
  it('toasts the newest three never toasted; the older ones only wait in the list', () => {
    const { toast, listOnly } = splitToasts([badge(9), badge(8, true), badge(7), badge(6), badge(5), badge(4)])
    expect(ids(toast)).toEqual([9, 7, 6])
    expect(ids(listOnly)).toEqual([5, 4])
  })

  it('toasts nothing that was toasted before, on this page or an earlier one', () => {
    expect(splitToasts([badge(2, true), badge(1, true)])).toEqual({ toast: [], listOnly: [] })
  })
})
