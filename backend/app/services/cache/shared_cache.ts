/*
 * Caches read on every signed-in request (session accounts, card authors and tags, the visitor
 * popup, "no unseen badge"): each process keeps its entries in an lru-cache read synchronously,
 * and every invalidation is also sent to the other processes through @adonisjs/cache's bus
 * (bentocache over Redis pub/sub, when REDIS_HOST is set), so a change made through any process
 * is honoured by all at their next request. Without Redis there is one process and no bus.
 *
 * Why not bentocache's getOrSet for the reads themselves: an L1 hit costs ~8 µs there (options,
 * tracing, events) against ~0.1 µs here, and a feed page reads ~40 entries
 * (docs/adr/0006-caches-and-invalidation.md, "Many processes").
 */
import { LRUCache } from 'lru-cache'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import cache from '@adonisjs/cache/services/main'
import type {} from '@adonisjs/cache/cache_provider'
import { onRedisReturn, redisIsDown } from '#services/system/redis_connections'
import { onPrimary } from '#services/sql/read_replicas'

/** The bentocache namespace whose deletions carry the invalidations of every shared cache. */
const INVALIDATIONS = 'invalidations'
const GROUP_MARK = '#'

/** What an invalidation from another process is applied to: a shared cache, or the live streams. */
interface InvalidationTarget {
  forgetLocally(keyOrGroup: string): void
}

const caches = new Map<string, InvalidationTarget>()

/** Makes `target` hear the invalidations sent to `name` (see `broadcastInvalidation`). */
export function listenAs(name: string, target: InvalidationTarget): void {
  caches.set(name, target)
}

/** Tells every other process's target `name` to forget `key`. */
export function broadcastInvalidation(name: string, key: string): Promise<void> {
  return broadcast(`${name}:${key}`)
}

interface SharedCacheOptions<Value> {
  /** Unique among shared caches: invalidations are addressed by it. */
  name: string
  ttlMs: number
  maxEntries: number
  /** Groups an entry belongs to, e.g. its user, so that `deleteGroup` reaches every entry of a user. */
  groupsOf?: (value: Value) => string[]
}

export class SharedCache<Key extends string | number, Value extends NonNullable<unknown>> {
  /** By the key's string form, the form an invalidation from another process carries. */
  readonly #entries: LRUCache<string, Value>

  constructor(private readonly options: SharedCacheOptions<Value>) {
    // No ttlAutopurge: an entry past its ttl is dropped when read, so no timers are needed.
    this.#entries = new LRUCache<string, Value>({ max: options.maxEntries, ttl: options.ttlMs })
    listenAs(options.name, this)
  }

  /** Nothing while Redis is away: another process's change could not reach this one meanwhile. */
  get(key: Key): Value | undefined {
    return redisIsDown() ? undefined : this.#entries.get(String(key))
  }

  set(key: Key, value: Value): void {
    this.#entries.set(String(key), value)
  }

  /**
   * The values of `keys`; those not cached come from ONE call of `loadMissing` and are kept. It
   * reads the primary: an entry outlives the request, and a replica may not have the change
   * that emptied it yet.
   */
  async getMany(keys: Key[], loadMissing: (missing: Key[]) => Promise<Map<Key, Value>>): Promise<Map<Key, Value>> {
    const found = new Map<Key, Value>()
    const missing: Key[] = []
    for (const key of keys) {
      const value = this.get(key)
      if (value === undefined) missing.push(key)
      else found.set(key, value)
    }
    if (missing.length === 0) return found
    for (const [key, value] of await onPrimary(() => loadMissing(missing))) {
      this.#entries.set(String(key), value)
      found.set(key, value)
    }
    return found
  }

  /** Forgets `key` here and, before it resolves, tells every other process to forget it. */
  async delete(key: Key): Promise<void> {
    this.forgetLocally(String(key))
    await broadcastInvalidation(this.options.name, String(key))
  }

  /** Forgets every entry of `group` (see `groupsOf`) in every process. */
  async deleteGroup(group: string): Promise<void> {
    this.forgetLocally(GROUP_MARK + group)
    await broadcastInvalidation(this.options.name, GROUP_MARK + group)
  }

  /** Applies an invalidation: a key, or a group when it starts with GROUP_MARK. */
  forgetLocally(keyOrGroup: string): void {
    if (!keyOrGroup.startsWith(GROUP_MARK)) {
      this.#entries.delete(keyOrGroup)
      return
    }
    const group = keyOrGroup.slice(GROUP_MARK.length)
    const groupsOf = this.options.groupsOf
    if (!groupsOf) return
    for (const [key, value] of this.#entries.entries()) if (groupsOf(value).includes(group)) this.#entries.delete(key)
  }

  /** Forgets everything in this process (tests). */
  clearLocally(): void {
    this.#entries.clear()
  }
}

/**
 * Sends one invalidation to the other processes: a deletion in the bentocache namespace, which
 * its bus (when configured) publishes to every subscribed process. A failure is logged, not
 * thrown: the change itself is already stored, and the entries' ttl bounds the staleness.
 */
async function broadcast(address: string): Promise<void> {
  // Nothing can reach the others now, and each process forgets every entry when Redis is back
  // (onRedisReturn below); trying would only hold the request until the command gives up.
  if (redisIsDown()) return
  try {
    await cache.namespace(INVALIDATIONS).delete({ key: address })
  } catch (error) {
    logger.warn({ err: error, address }, 'could not broadcast a cache invalidation')
  }
}

/** Routes an invalidation received from another process to its cache. */
function applyReceived(address: string): void {
  const separator = address.indexOf(':')
  if (separator < 0) return
  caches.get(address.slice(0, separator))?.forgetLocally(address.slice(separator + 1))
}

/** Forgets every shared cache's entries in this process (the live streams' target keeps its streams). */
export function clearSharedCachesLocally(): void {
  for (const target of caches.values()) if (target instanceof SharedCache) target.clearLocally()
}

// When a Redis connection is back after an outage, every entry kept from before is dropped: an
// invalidation sent meanwhile (or before this process subscribed again) may have been missed.
onRedisReturn(clearSharedCachesLocally)

/**
 * Subscribes this process to the invalidations of the others (start/shared_caches.ts). Creating
 * the namespace registers it with the bus; a message of another namespace carries keys that
 * name no shared cache and is ignored.
 */
export function listenForInvalidations(): void {
  cache.namespace(INVALIDATIONS)
  emitter.on('bus:message:received', ({ message }) => {
    if (message.type !== 'delete') return
    for (const address of message.keys) applyReceived(address)
  })
}
