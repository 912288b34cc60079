/*
 * The far end of EventStreamReaders (event_stream_readers.ts): holds the live-results streams and
 * notes when each first saw each total. Plain `http.get` on a socket per stream (no agent pool,
 * no fetch streams: 2,000 of those weigh on the reader's own CPU), and no full SSE parsing: a
 * stream is subscribed to one poll's channel, whose events are the only ones carrying total_votes.
 */
import { randomUUID } from 'node:crypto'
import { get, type ClientRequest } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { epochMilliseconds, type ReadersAnswer, type ReadersRequest } from '#bench/event_stream_readers'

/** Streams opened at once: the server's accept queue and session middleware take them in batches. */
const OPEN_BATCH = 100
/** A total may be split between two reads; keeping this much of the previous read finds it whole. */
const CARRY_CHARACTERS = 40
const TOTAL = /"total_votes":(\d+)[,}]/g

interface Stream {
  request: ClientRequest
  lastTotal: number
  /** First sight of each total, epoch milliseconds. */
  seen: Map<number, number>
}

const streams: Stream[] = []
let dropped = 0
let closing = false

function openStream(url: string): Promise<string> {
  const uid = randomUUID()
  return new Promise((resolve, reject) => {
    const stream: Stream = {
      request: get(`${url}/api/__transmit/events?uid=${uid}`, { agent: false }),
      lastTotal: -1,
      seen: new Map(),
    }
    // In the order opened, as the uids are answered: the first n streams are the first n uids.
    streams.push(stream)
    stream.request.once('error', reject)
    stream.request.once('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`event stream answered ${response.statusCode}`))
      response.setEncoding('utf8')
      let carry = ''
      response.on('data', (chunk: string) => {
        const at = epochMilliseconds()
        const text = carry + chunk
        for (const [, digits] of text.matchAll(TOTAL)) {
          const total = Number(digits)
          // Totals only grow (one vote at a time); one seen again in the carried text is not new.
          if (total > stream.lastTotal) {
            stream.lastTotal = total
            stream.seen.set(total, at)
          }
        }
        carry = text.slice(-CARRY_CHARACTERS)
      })
      response.once('close', () => closing || dropped++)
      resolve(uid)
    })
  })
}

async function open(url: string, count: number): Promise<ReadersAnswer> {
  const uids: string[] = []
  for (let opened = 0; opened < count; opened += OPEN_BATCH) {
    const batch = Math.min(OPEN_BATCH, count - opened)
    uids.push(...(await Promise.all(Array.from({ length: batch }, () => openStream(url)))))
  }
  return { type: 'opened', uids }
}

async function arrivals(total: number, count: number, deadlineMs: number): Promise<ReadersAnswer> {
  const deadline = Date.now() + deadlineMs
  const watched = streams.slice(0, count)
  while (watched.some((stream) => !stream.seen.has(total)) && Date.now() < deadline) await sleep(5)
  const at = watched.map((stream) => stream.seen.get(total) ?? null)
  for (const stream of watched) stream.seen.delete(total)
  return { type: 'arrivals', at, dropped }
}

function close(): ReadersAnswer {
  closing = true
  for (const { request } of streams) request.destroy()
  return { type: 'closed' }
}

process.on('message', async (request: ReadersRequest) => {
  try {
    if (request.type === 'open') process.send!(await open(request.url, request.count))
    else if (request.type === 'arrivals')
      process.send!(await arrivals(request.total, request.streams, request.deadlineMs))
    else {
      process.send!(close())
      process.disconnect()
    }
  } catch (error) {
    process.send!({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  }
})
