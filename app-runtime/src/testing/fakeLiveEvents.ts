import { act } from '@testing-library/react'
import { provideLiveEvents } from '../live/liveEventsRegistry'
import type { LiveEvents, LiveHandler } from '../live/liveEventsTypes'

/**
 * A page's live stream for tests: records what is followed and delivers events on demand.
 * `provide()` makes it the page's stream (until the next test renders without one).
 */
export class FakeLiveEvents implements LiveEvents {
  readonly #handlers = new Map<string, Set<LiveHandler>>()
  readonly #reconnectListeners = new Set<() => void>()

  /** The page has no live stream (a test that gives none). */
  static provideNone(): void {
    provideLiveEvents(null)
  }

  provide(): this {
    provideLiveEvents(async () => this)
    return this
  }

  follow(channel: string, onMessage: LiveHandler) {
    const handlers = this.#handlers.get(channel) ?? new Set()
    handlers.add(onMessage)
    this.#handlers.set(channel, handlers)
    return () => {
      handlers.delete(onMessage)
      if (handlers.size === 0) this.#handlers.delete(channel)
    }
  }

  onReconnect(listener: () => void) {
    this.#reconnectListeners.add(listener)
    return () => this.#reconnectListeners.delete(listener)
  }

  /** The channels something follows now. */
  get followed(): string[] {
    return [...this.#handlers.keys()]
  }

  /** Delivers `payload` on `channel`, as the server would. */
  emit(channel: string, payload: unknown) {
    act(() => this.#handlers.get(channel)?.forEach((handler) => handler(payload)))
  }

  /** The stream is back after a drop. */
  reconnect() {
    act(() => this.#reconnectListeners.forEach((listener) => listener()))
  }
}
