import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { TS_LOADER } from '#bench/source_server'

export type ReadersRequest =
  | { type: 'open'; url: string; count: number }
  | { type: 'arrivals'; total: number; streams: number; deadlineMs: number }
  | { type: 'close' }

export type ReadersAnswer =
  | { type: 'opened'; uids: string[] }
  | { type: 'arrivals'; at: (number | null)[]; dropped: number }
  | { type: 'closed' }
  | { type: 'failed'; message: string }

/** Milliseconds since the epoch, to a microsecond: comparable between processes on one machine. */
export function epochMilliseconds(): number {
  return performance.timeOrigin + performance.now()
}

/**
 * Many live-results streams (`GET /api/__transmit/events`), read in a process of their own
 * (event_stream_readers_process.ts): the server's memory is what is measured, and timing a
 * vote's answer in the same process would wait for the reading of all its events first. Each
 * stream notes when it first saw each `total_votes`; the times are epoch milliseconds
 * (`epochMilliseconds`).
 */
export class EventStreamReaders {
  #pending: ((answer: ReadersAnswer) => void) | null = null

  private constructor(private child: ChildProcess) {
    child.on('message', (answer: ReadersAnswer) => {
      const resolve = this.#pending
      this.#pending = null
      resolve?.(answer)
    })
    child.on('exit', (code) => this.#pending?.({ type: 'failed', message: `the readers' process exited (${code})` }))
  }

  static start(): EventStreamReaders {
    return new EventStreamReaders(
      fork(fileURLToPath(new URL('event_stream_readers_process.ts', import.meta.url)), { execArgv: TS_LOADER }),
    )
  }

  /** Opens `count` more streams on the server at `url`; resolves with their uids once each answered 200. */
  async open(url: string, count: number): Promise<string[]> {
    const answer = await this.#ask({ type: 'open', url, count })
    if (answer.type !== 'opened') throw new Error(describe(answer))
    return answer.uids
  }

  /**
   * When each of the first `streams` streams (in the order opened) saw `total` as a poll's
   * total_votes, or null for those that had not within `deadlineMs`; `dropped` counts streams the
   * server closed.
   */
  async arrivals(total: number, streams: number, deadlineMs: number) {
    const answer = await this.#ask({ type: 'arrivals', total, streams, deadlineMs })
    if (answer.type !== 'arrivals') throw new Error(describe(answer))
    return answer
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return
    await this.#ask({ type: 'close' })
  }

  #ask(request: ReadersRequest): Promise<ReadersAnswer> {
    if (this.#pending) throw new Error('one request to the readers at a time')
    return new Promise((resolve) => {
      this.#pending = resolve
      this.child.send(request)
    })
  }
}

function describe(answer: ReadersAnswer): string {
  return answer.type === 'failed' ? answer.message : `unexpected answer from the readers: ${answer.type}`
}
