import type { LiveEvents } from './liveEventsTypes'

/**
 * The page's live stream, its code loaded with the first channel followed (the first page's
 * JavaScript budget): `load` resolves to the real one (`createLiveEvents` of
 * `@dilemma/design-system/live`). A follow stopped before it has loaded never subscribes.
 */
export function lazyLiveEvents(load: () => Promise<LiveEvents>): LiveEvents {
  let loaded: Promise<LiveEvents> | null = null
  const later = (start: (events: LiveEvents) => () => void) => {
    let stop: (() => void) | null = null
    let stopped = false
    loaded ??= load()
    loaded
      .then((events) => {
        if (!stopped) stop = start(events)
      })
      .catch((error: unknown) => console.warn('Live results are unavailable', error))
    return () => {
      stopped = true
      stop?.()
    }
  }
  return {
    follow: (channel, onMessage) => later((events) => events.follow(channel, onMessage)),
    onReconnect: (listener) => later((events) => events.onReconnect(listener)),
  }
}
