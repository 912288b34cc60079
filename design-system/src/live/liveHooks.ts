import { useEffect, useRef } from 'react'
import { useLiveEvents } from './LiveEventsContext'

/**
 * Follows `channel` while it is not null and calls `onMessage` with each event; a new function
 * each render does not resubscribe. Nothing happens without a live stream.
 */
export function useLiveChannel<T>(channel: string | null, onMessage: (payload: T) => void): void {
  const events = useLiveEvents()
  const latest = useRef(onMessage)
  useEffect(() => {
    latest.current = onMessage
  })
  useEffect(() => {
    if (!events || !channel) return
    return events.follow(channel, (payload) => latest.current(payload as T))
  }, [events, channel])
}

/** Calls `listener` whenever the page's stream is back after a drop (events may have been missed). */
export function useLiveReconnect(listener: () => void): void {
  const events = useLiveEvents()
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => events?.onReconnect(() => latest.current()), [events])
}
