import { test } from '@japa/runner'
import { TtlCache } from '#services/ttl_cache'

function cacheWithClock(ttlMs: number, maxEntries: number) {
  const clock = { now: 0 }
  return { cache: new TtlCache<number, string>(ttlMs, maxEntries, () => clock.now), clock }
}

test.group('TtlCache', () => {
  test('keeps a value for its lifetime, then forgets it', ({ assert }) => {
    const { cache, clock } = cacheWithClock(1000, 10)
    cache.set(1, 'anna')
    clock.now = 999
    assert.equal(cache.get(1), 'anna')
    clock.now = 1000
    assert.isUndefined(cache.get(1))
  })

  test('drops the oldest entry beyond its size', ({ assert }) => {
    const { cache } = cacheWithClock(1000, 2)
    cache.set(1, 'anna')
    cache.set(2, 'berta')
    cache.set(3, 'clara')
    assert.isUndefined(cache.get(1))
    assert.deepEqual([cache.get(2), cache.get(3)], ['berta', 'clara'])
  })

  test('loads only the missing keys, in one call, and keeps them', async ({ assert }) => {
    const { cache } = cacheWithClock(1000, 10)
    cache.set(1, 'anna')
    const calls: number[][] = []
    const load = async (missing: number[]) => {
      calls.push(missing)
      return new Map(missing.map((key) => [key, `user ${key}`]))
    }
    const first = await cache.getMany([1, 2, 3], load)
    const second = await cache.getMany([1, 2, 3], load)
    assert.deepEqual(calls, [[2, 3]])
    assert.deepEqual([...first.entries()].sort(), [...second.entries()].sort())
    assert.equal(first.get(1), 'anna')
  })

  test('forgets a deleted key', ({ assert }) => {
    const { cache } = cacheWithClock(1000, 10)
    cache.set(1, 'anna')
    cache.delete(1)
    assert.isUndefined(cache.get(1))
  })

  test('forgets every entry a predicate matches, and only those', ({ assert }) => {
    const { cache } = cacheWithClock(1000, 10)
    cache.set(1, 'anna')
    cache.set(2, 'berta')
    cache.set(3, 'anna')
    cache.deleteWhere((name) => name === 'anna')
    assert.deepEqual([cache.get(1), cache.get(2), cache.get(3)], [undefined, 'berta', undefined])
  })
})
