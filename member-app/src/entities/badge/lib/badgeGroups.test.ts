import { describe, expect, it } from 'vitest'
import { badgeStatus, family } from '../testing/badgeFixtures'
import { groupBadges, progressPercent } from './badgeGroups'

describe('groupBadges', () => {
  it('groups by category in the modal order, types by first appearance, tiers lowest first', () => {
    const groups = groupBadges(
      [
        badgeStatus('POST_SAVE', 1, 1),
        badgeStatus('LIKES_GIVEN', 2, 50),
        badgeStatus('VOTES_GIVEN', 1, 1),
        badgeStatus('LIKES_GIVEN', 1, 1),
        badgeStatus('LOGIN_STREAK', 1, 1),
      ],
      [family('LIKES_GIVEN', 3, 1, 50)],
    )
    expect(groups.map((group) => group.category)).toEqual(['Activity', 'Participation', 'Other'])
    const participation = groups[1]!.families
    expect(participation.map((f) => f.type)).toEqual(['LIKES_GIVEN', 'VOTES_GIVEN'])
    expect(participation[0]!.badges.map((b) => b.tier)).toEqual([1, 2])
    expect(participation[0]!.progress?.current).toBe(3)
    expect(participation[1]!.progress).toBeNull()
  })

  it('gives nothing for an empty catalogue', () => {
    expect(groupBadges([], [])).toEqual([])
  })
})

describe('progressPercent', () => {
  it('measures from the previous tier to the next', () => {
    expect(progressPercent(family('VOTES_GIVEN', 1, 1, 50))).toBe(0)
    expect(progressPercent(family('VOTES_GIVEN', 25, 0, 50))).toBe(50)
    expect(progressPercent(family('LOGIN_STREAK', 10, 7, 15))).toBe(38)
  })

  it('is full once every tier is earned, and never outside 0–100', () => {
    expect(progressPercent(family('POST_SAVE', 1200, 1000, null))).toBe(100)
    expect(progressPercent(family('POST_SAVE', 80, 10, 50))).toBe(100)
    expect(progressPercent(family('POST_SAVE', 0, 10, 50))).toBe(0)
  })
})
