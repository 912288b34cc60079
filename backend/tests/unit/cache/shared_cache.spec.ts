import { test } from '@japa/runner'
import { SharedCache } from '#services/cache/shared_cache'

let created = 0
function cache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  return new SharedCache<number, { owner: number; name: string }>({
    name: `unit_${++created}`,
    ttlMs: options.ttlMs ?? 60_000,
    maxEntries: options.maxEntries ?? 10,
    groupsOf: (value) => [`owner:${value.owner}`],
  })
}

test.group('SharedCache', () => {
  test('drops the least recently used entry beyond its size', ({ assert }) => {
    const entries = cache({ maxEntries: 2 })
    entries.set(1, { owner: 1, name: 'anna' })
    entries.set(2, { owner: 2, name: 'berta' })
    entries.set(3, { owner: 3, name: 'clara' })
    assert.isUndefined(entries.get(1))
    assert.deepEqual([entries.get(2)?.name, entries.get(3)?.name], ['berta', 'clara'])
  })

  test('loads only the missing keys, in one call, and keeps them', async ({ assert }) => {
    const entries = cache()
    entries.set(1, { owner: 1, name: 'anna' })
    const calls: number[][] = []
    const found = await entries.getMany([1, 2, 3], async (missing) => {
      calls.push(missing)
      return new Map(missing.map((key) => [key, { owner: key, name: `user ${key}` }]))
    })
    assert.deepEqual(calls, [[2, 3]])
    assert.deepEqual([...found.keys()].sort(), [1, 2, 3])
    assert.equal(entries.get(3)?.name, 'user 3')
  })

  test('forgets a key, or every entry of a group, as an invalidation from another process does', async ({ assert }) => {
    const entries = cache()
    entries.set(1, { owner: 7, name: 'a' })
    entries.set(2, { owner: 7, name: 'b' })
    entries.set(3, { owner: 8, name: 'c' })
    await entries.deleteGroup('owner:7')
    assert.deepEqual([entries.get(1), entries.get(2), entries.get(3)?.name], [undefined, undefined, 'c'])
    entries.forgetLocally('3')
    assert.isUndefined(entries.get(3))
  })
})
