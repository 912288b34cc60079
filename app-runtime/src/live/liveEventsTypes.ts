export type LiveHandler = (payload: unknown) => void

/** One page's live-results stream: follow a channel while something on screen needs it. */
export interface LiveEvents {
  /** Calls `onMessage` with each event on `channel` until the returned function is called. */
  follow(channel: string, onMessage: LiveHandler): () => void
  /** Calls `listener` each time the stream is back after a drop (events may have been missed). */
  onReconnect(listener: () => void): () => void
}

export interface LiveEventsOptions {
  /** The API root, e.g. `/api` (the stream is `<baseUrl>/__transmit/events`). */
  baseUrl: string
  /**
   * Asked once when the server refuses a subscription, before one more attempt: an expired
   * session is refused too, and a request through the API client renews it.
   */
  renewSession?: () => Promise<unknown>
}
