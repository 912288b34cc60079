/*
 * The live events' Redis transport (config/transmit.ts), in place of @boringnode/transmit's own,
 * which did not survive an outage: its reconnection callback ran on every reconnection attempt,
 * so the retry queue was replayed several times at once when Redis came back and the process
 * died of a TypeError in the queue ("Cannot destructure property 'message' …"). Here the
 * connections are watched (services/system/redis_connections.ts), every channel is subscribed
 * again once the subscriber is back, and the replay runs once per return, never twice at once.
 * Messages are the same JSON as the original's ({ payload, busId }), so both can share a channel
 * during a rolling deploy.
 */
import type { Redis, RedisOptions } from 'ioredis'
import logger from '@adonisjs/core/services/logger'
import { busConnection } from '#services/system/redis_connections'

type Handler = (payload: unknown) => void

export class RedisTransmitTransport {
  readonly #publisher: Redis
  readonly #subscriber: Redis
  readonly #handlers = new Map<string, Handler>()
  #id = ''
  #onReturn: (() => unknown) | undefined
  #replaying: Promise<unknown> | undefined
  #hasBeenReady = false

  constructor(options: RedisOptions) {
    this.#publisher = busConnection(options, 'live events publisher')
    this.#subscriber = busConnection({ ...options, autoResubscribe: false }, 'live events subscriber')
    this.#subscriber.on('message', (channel: string, message: string) => this.#receive(channel, message))
    this.#subscriber.on('ready', () => this.#subscriberReady())
  }

  setId(id: string): this {
    this.#id = id
    return this
  }

  async publish(channel: string, payload: unknown): Promise<void> {
    await this.#publisher.publish(channel, JSON.stringify({ payload, busId: this.#id }))
  }

  /** Never rejects: a channel that cannot be subscribed now is subscribed once Redis is back. */
  async subscribe<Payload>(channel: string, handler: (payload: Payload) => void): Promise<void> {
    this.#handlers.set(channel, handler as Handler)
    if (this.#subscriber.status === 'ready') await this.#subscribeAll([channel])
  }

  async unsubscribe(channel: string): Promise<void> {
    this.#handlers.delete(channel)
    await this.#subscriber.unsubscribe(channel)
  }

  /** `callback` replays what could not be published: run once per return of Redis, one run at a time. */
  onReconnect(callback: () => unknown): void {
    this.#onReturn = callback
  }

  async disconnect(): Promise<void> {
    await Promise.all([this.#publisher, this.#subscriber].map((connection) => connection.quit().catch(() => {})))
  }

  #subscriberReady() {
    void this.#subscribeAll([...this.#handlers.keys()])
    const returned = this.#hasBeenReady
    this.#hasBeenReady = true
    if (!returned || !this.#onReturn || this.#replaying) return
    this.#replaying = Promise.resolve()
      .then(this.#onReturn)
      .catch((error) => logger.warn({ err: error }, 'could not replay the live events kept during a Redis outage'))
      .finally(() => (this.#replaying = undefined))
  }

  async #subscribeAll(channels: string[]) {
    if (channels.length === 0) return
    // A failure is the subscriber being lost again: its next 'ready' subscribes once more.
    await this.#subscriber.subscribe(...channels).catch(() => {})
  }

  #receive(channel: string, message: string) {
    const handler = this.#handlers.get(channel)
    if (!handler) return
    let data: { payload?: unknown; busId?: string }
    try {
      data = JSON.parse(message)
    } catch {
      return
    }
    if (data.busId !== this.#id) handler(data.payload)
  }
}
