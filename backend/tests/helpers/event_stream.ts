import { randomUUID } from 'node:crypto'

export interface LiveMessage {
  channel: string
  payload: Record<string, unknown>
}

/**
 * A tab's live-results stream, as @adonisjs/transmit-client opens it: `GET
 * /api/__transmit/events?uid=…`, read as server-sent events. Subscriptions are made by the caller
 * (`POST /api/__transmit/subscribe` with `{ uid, channel }`, from a signed-in agent or a guest).
 */
export class EventStreamReader {
  readonly uid = randomUUID()
  readonly messages: LiveMessage[] = []
  readonly #abort = new AbortController()
  #waiters = new Set<() => void>()
  /** Settles once the stream has ended, by close() or by the server. */
  ended: Promise<void> = Promise.resolve()

  private constructor() {}

  /** Opens the stream on the server at `baseUrl` and resolves once it is established. */
  static async open(baseUrl: string): Promise<EventStreamReader> {
    const reader = new EventStreamReader()
    const response = await fetch(`${baseUrl}/api/__transmit/events?uid=${reader.uid}`, {
      signal: reader.#abort.signal,
    })
    if (response.status !== 200 || !response.body) throw new Error(`event stream answered ${response.status}`)
    reader.ended = reader.#read(response.body)
    return reader
  }

  async #read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder()
    let buffered = ''
    try {
      for await (const chunk of body) {
        buffered += decoder.decode(chunk, { stream: true })
        let end = buffered.indexOf('\n\n')
        while (end !== -1) {
          this.#take(buffered.slice(0, end))
          buffered = buffered.slice(end + 2)
          end = buffered.indexOf('\n\n')
        }
      }
    } catch {
      // Closed by close(), or the server went away: the messages read so far stay.
    }
  }

  #take(event: string) {
    const data = event
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trim())
      .join('\n')
    if (!data) return
    const message = JSON.parse(data) as LiveMessage
    if (message.channel.startsWith('$$transmit/')) return
    this.messages.push(message)
    for (const wake of this.#waiters) wake()
  }

  /** The first message on `channel` that `accept` takes, waiting for it up to `deadlineMs`. */
  waitFor(
    channel: string,
    accept: (payload: Record<string, unknown>) => boolean = () => true,
    deadlineMs = 10_000,
  ): Promise<LiveMessage> {
    const find = () => this.messages.find((message) => message.channel === channel && accept(message.payload))
    return new Promise((resolve, reject) => {
      const done = (message: LiveMessage) => {
        clearTimeout(timer)
        this.#waiters.delete(check)
        resolve(message)
      }
      const check = () => {
        const found = find()
        if (found) done(found)
      }
      const timer = setTimeout(() => {
        this.#waiters.delete(check)
        reject(new Error(`no message on ${channel} within ${deadlineMs} ms; got ${JSON.stringify(this.messages)}`))
      }, deadlineMs)
      this.#waiters.add(check)
      check()
    })
  }

  close() {
    this.#abort.abort()
  }
}
