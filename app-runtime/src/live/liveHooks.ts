// `@dilemma/design-system/live/hooks`: not on the first page and not shared; each app bundles
// these few lines (and the stream's code, loaded with the first channel followed), and all find
// the page's one stream in the registry.
import type { ApiClient } from '@dilemma/api-client'
import { useEffect, useRef } from 'react'
import { pageLiveEvents } from './liveEventsRegistry'
import type { LiveEvents } from './liveEventsTypes'

/**
 * Opens the page's stream at `/api` (same origin). A refused subscription renews the session
 * through the API client and asks once more. None where the browser has no EventSource.
 */
function opener(client: ApiClient): (() => Promise<LiveEvents>) | null {
  if (typeof EventSource === 'undefined') return null
  return () =>
    import('./liveEvents').then(({ createLiveEvents }) =>
      createLiveEvents({ baseUrl: '/api', renewSession: () => client.users.me() }),
    )
}

/** Starts `start` once the page's stream has loaded; the returned function stops it (or prevents it). */
function onceLoaded(client: ApiClient, start: (events: LiveEvents) => () => void): (() => void) | undefined {
  const events = pageLiveEvents(opener(client))
  if (!events) return
  let stop: (() => void) | null = null
  let stopped = false
  events
    .then((loaded) => {
      if (!stopped) stop = start(loaded)
    })
    .catch((error: unknown) => console.warn('Live results are unavailable', error))
  return () => {
    stopped = true
    stop?.()
  }
}

/** The latest `callback`, so that a new function each render does not resubscribe. */
function useLatest<T>(callback: T) {
  const latest = useRef(callback)
  useEffect(() => {
    latest.current = callback
  })
  return latest
}

/**
 * Follows `channel` while it is not null and calls `onMessage` with each event. Nothing happens
 * where the page has no live stream. `client`: the page's API client (`useApiClient()`; this
 * module is bundled by each app and cannot reach the shared context itself).
 */
export function useLiveChannel<T>(client: ApiClient, channel: string | null, onMessage: (payload: T) => void): void {
  const latest = useLatest(onMessage)
  useEffect(() => {
    if (!channel) return
    return onceLoaded(client, (events) => events.follow(channel, (payload) => latest.current(payload as T)))
  }, [client, channel, latest])
}

/** Calls `listener` whenever the page's stream is back after a drop (events may have been missed). */
export function useLiveReconnect(client: ApiClient, listener: () => void): void {
  const latest = useLatest(listener)
  useEffect(() => onceLoaded(client, (events) => events.onReconnect(() => latest.current())), [client, latest])
}

export { useIsOnScreen } from './useIsOnScreen'
