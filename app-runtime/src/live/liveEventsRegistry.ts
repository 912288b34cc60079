import type { LiveEvents } from './liveEventsTypes'

interface Registry {
  /** Tests: a fake (or null: none) in place of the real stream; undefined: the real one. */
  provided?: (() => Promise<LiveEvents>) | null
  loaded?: Promise<LiveEvents> | null
}

// On the global object, not in a module: the shell and each remote bundle the live hooks on
// their own (off the first page), and all of them must find the page's one stream.
const registryKey = Symbol.for('dilemma.liveEvents')
const registry = (): Registry => ((globalThis as Record<symbol, Registry>)[registryKey] ??= {})

/** Tests: the page's stream is this one (a fake), or none (null); undefined: the real one again. */
export function provideLiveEvents(loader: (() => Promise<LiveEvents>) | null | undefined): void {
  Object.assign(registry(), { provided: loader, loaded: null })
}

/**
 * The page's one live stream, shared by the shell and the remotes: opened with `open` at the
 * first use anywhere. Null where there is none.
 */
export function pageLiveEvents(open: (() => Promise<LiveEvents>) | null): Promise<LiveEvents> | null {
  const state = registry()
  const load = state.provided === undefined ? open : state.provided
  if (!load) return null
  state.loaded ??= load()
  return state.loaded
}
