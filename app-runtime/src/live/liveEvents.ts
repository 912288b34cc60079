import { Transmit } from '@adonisjs/transmit-client'
import type { Subscription } from '@adonisjs/transmit-client'
import type { LiveEvents, LiveEventsOptions, LiveHandler } from './liveEventsTypes'

interface ChannelState {
  handlers: Set<LiveHandler>
  subscribed: boolean
  busy: boolean
  stopListening?: () => void
}

/** After the browser gives a stream up for good (an error answer), a new one is opened this much later. */
const REOPEN_DELAY_MS = 5_000

/**
 * The stream's id: 16 random bytes in hex. `crypto.randomUUID`, transmit-client's default, exists
 * only in secure contexts (HTTPS, localhost); `getRandomValues` exists everywhere.
 */
function createStreamId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The tab's one connection (docs/adr/0024-live-results.md): @adonisjs/transmit-client, loaded
 * and opened with the first channel followed (`liveHooks.ts`). Each channel is subscribed once
 * however many cards follow it, and given up when the last one stops.
 */
export function createLiveEvents({ baseUrl, renewSession }: LiveEventsOptions): LiveEvents {
  const channels = new Map<string, ChannelState>()
  const reconnectListeners = new Set<() => void>()
  let connection: Transmit | null = null

  const open = (): Transmit => {
    let dropped = false
    const transmit = new Transmit({
      baseUrl: new URL(baseUrl, window.location.href).href.replace(/\/$/, ''),
      // The browser retries a dropped stream by itself; never stop asking.
      maxReconnectAttempts: 0,
      uidGenerator: createStreamId,
      eventSourceFactory: (url, init) => {
        const source = new EventSource(url, init)
        source.addEventListener('error', () => {
          if (source.readyState === EventSource.CLOSED) setTimeout(() => reopen(transmit), REOPEN_DELAY_MS)
        })
        return source
      },
    })
    transmit.on('disconnected', () => {
      dropped = true
    })
    transmit.on('connected', () => {
      if (!dropped) return
      dropped = false
      for (const listener of reconnectListeners) listener()
    })
    return transmit
  }

  /** The browser gave the stream up: a new connection, and every followed channel again. */
  const reopen = (given: Transmit) => {
    if (connection !== given) return
    given.close()
    connection = open()
    for (const [channel, state] of channels) {
      state.stopListening?.()
      state.subscribed = false
      void reconcile(channel, state)
    }
    for (const listener of reconnectListeners) listener()
  }

  const subscribe = async (subscription: Subscription) => {
    await subscription.create()
    if (subscription.isCreated || !renewSession) return
    await renewSession().catch(() => undefined)
    await subscription.create()
  }

  /** Brings the server's subscription in line with whether anything still follows the channel. */
  const reconcile = async (channel: string, state: ChannelState) => {
    if (state.busy) return
    state.busy = true
    try {
      connection ??= open()
      const transmit = connection
      while (state.handlers.size > 0 !== state.subscribed) {
        const subscription = transmit.subscription(channel)
        if (state.subscribed) {
          state.stopListening?.()
          await subscription.delete()
          state.subscribed = false
        } else {
          state.stopListening = subscription.onMessage((payload) => {
            for (const handler of state.handlers) handler(payload)
          })
          // A refused channel stays "subscribed" and silent: asking again would be refused again.
          await subscribe(subscription)
          state.subscribed = true
        }
      }
    } catch (error) {
      console.warn('Live results are unavailable', error)
    } finally {
      state.busy = false
      if (state.handlers.size === 0 && !state.subscribed && channels.get(channel) === state) channels.delete(channel)
    }
  }

  return {
    follow(channel, onMessage) {
      let state = channels.get(channel)
      if (!state) {
        state = { handlers: new Set(), subscribed: false, busy: false }
        channels.set(channel, state)
      }
      const followed = state
      followed.handlers.add(onMessage)
      void reconcile(channel, followed)
      return () => {
        followed.handlers.delete(onMessage)
        void reconcile(channel, followed)
      }
    },
    onReconnect(listener) {
      reconnectListeners.add(listener)
      return () => reconnectListeners.delete(listener)
    },
  }
}
