import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLiveEvents } from './liveEvents'

/** The URLs the real transmit client opened its streams at. */
const openedStreams: string[] = []

class RecordingEventSource extends EventTarget {
  static readonly CLOSED = 2
  readyState = 0
  constructor(url: string | URL) {
    super()
    openedStreams.push(String(url))
  }
  close() {}
}

describe('the live stream’s id', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    openedStreams.length = 0
  })

  it('is made on a plain-HTTP page, where crypto.randomUUID does not exist', async () => {
    const { getRandomValues } = globalThis.crypto
    // What a browser offers outside a secure context: getRandomValues, no randomUUID.
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) })
    vi.stubGlobal('EventSource', RecordingEventSource)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    )

    createLiveEvents({ baseUrl: '/api' }).follow('polls/1', () => {})

    await vi.waitFor(() => expect(openedStreams).toHaveLength(1))
    const uid = new URL(openedStreams[0]!).searchParams.get('uid')
    expect(uid).toMatch(/^[0-9a-f]{32}$/)
  })
})
