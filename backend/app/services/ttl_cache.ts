/**
 * A small in-process cache: an entry lives `ttlMs` at most, and beyond `maxEntries` the oldest
 * entry goes first. For data read on every page and rarely changed (post authors, post tags,
 * session accounts); a change made through this process removes its entry at once, one made
 * elsewhere shows within `ttlMs`.
 */
export class TtlCache<Key, Value> {
  readonly #entries = new Map<Key, { value: Value; expiresAt: number }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: Key): Value | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt > this.now()) return entry.value
    this.#entries.delete(key)
    return undefined
  }

  set(key: Key, value: Value): void {
    this.#entries.delete(key)
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as Key)
    this.#entries.set(key, { value, expiresAt: this.now() + this.ttlMs })
  }

  delete(key: Key): void {
    this.#entries.delete(key)
  }

  /** Removes every entry whose value matches; it reads them all, so for rare changes only. */
  deleteWhere(matches: (value: Value) => boolean): void {
    for (const [key, entry] of this.#entries) if (matches(entry.value)) this.#entries.delete(key)
  }

  /** The values of `keys`; those not cached come from ONE call of `loadMissing` and are kept. */
  async getMany(keys: Key[], loadMissing: (missing: Key[]) => Promise<Map<Key, Value>>): Promise<Map<Key, Value>> {
    const found = new Map<Key, Value>()
    const missing: Key[] = []
    for (const key of keys) {
      const value = this.get(key)
      if (value === undefined) missing.push(key)
      else found.set(key, value)
    }
    if (missing.length === 0) return found
    for (const [key, value] of await loadMissing(missing)) {
      this.set(key, value)
      found.set(key, value)
    }
    return found
  }
}
