import { test } from '@japa/runner'
import { crossesTier, tierProgress, tierRank, tiersReached } from '#services/badges/badge_tiers'
import { BADGES } from '#database/seeders/02_badges_seeder'

const TIERS = [
  { id: 12, threshold: 50 },
  { id: 10, threshold: 1 },
  { id: 11, threshold: 10 },
]

test.group('badge tiers', () => {
  test('the seeded catalogue has the 42 tiers of the admin spec', ({ assert }) => {
    assert.lengthOf(BADGES, 42)
    assert.deepEqual(
      BADGES.filter((badge) => badge.type === 'VOTES_GIVEN').map((badge) => badge.threshold),
      [1, 50, 100, 250, 500, 1000],
    )
    assert.equal(BADGES.find((badge) => badge.type === 'LOGIN_STREAK' && badge.threshold === 7)?.name, 'LOGIN_STREAK_7')
  })

  test('a counter crosses a tier when its threshold lies above the old value and up to the new one', ({ assert }) => {
    assert.isTrue(crossesTier(TIERS, 0, 1))
    assert.isTrue(crossesTier(TIERS, 9, 10))
    assert.isTrue(crossesTier(TIERS, 8, 12))
    assert.isTrue(crossesTier(TIERS, 0, 60))
    assert.isFalse(crossesTier(TIERS, 0, 0))
    assert.isFalse(crossesTier(TIERS, 8, 9))
    assert.isFalse(crossesTier(TIERS, 10, 11))
    assert.isFalse(crossesTier(TIERS, 11, 49))
  })

  test('the tiers reached are every one up to the value, lowest first', ({ assert }) => {
    assert.deepEqual(
      tiersReached(TIERS, 10).map((tier) => tier.id),
      [10, 11],
    )
    assert.deepEqual(tiersReached(TIERS, 0), [])
    assert.lengthOf(tiersReached(TIERS, 5000), 3)
  })

  test('ranks are 1-based by threshold within the type', ({ assert }) => {
    assert.deepEqual(
      TIERS.map((tier) => tierRank(TIERS, tier)),
      [3, 1, 2],
    )
  })

  test('progress follows earned tiers, not the counter, which can drop', ({ assert }) => {
    assert.deepEqual(tierProgress(TIERS, new Set()), { previousThreshold: 0, nextThreshold: 1, nextBadgeId: 10 })
    assert.deepEqual(tierProgress(TIERS, new Set([10, 11])), {
      previousThreshold: 10,
      nextThreshold: 50,
      nextBadgeId: 12,
    })
    assert.deepEqual(tierProgress(TIERS, new Set([10, 11, 12])), {
      previousThreshold: 50,
      nextThreshold: null,
      nextBadgeId: null,
    })
  })
})
