import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createLiveEvents } from './liveEvents'
import { pageLiveEvents, provideLiveEvents } from './liveEventsRegistry'

/** What the fake transmit client was asked, and how the server answers subscriptions. */
const server = vi.hoisted(() => ({
  calls: [] as string[],
  refuse: new Set<string>(),
  handlers: new Map<string, (payload: unknown) => void>(),
  listeners: new Map<string, () => void>(),
}))

vi.mock('@adonisjs/transmit-client', () => {
  class FakeSubscription {
    isCreated = false
    constructor(private channel: string) {}
    async create() {
      server.calls.push(`subscribe ${this.channel}`)
      this.isCreated = !server.refuse.has(this.channel)
    }
    async delete() {
      if (!this.isCreated) return
      server.calls.push(`unsubscribe ${this.channel}`)
      this.isCreated = false
    }
    onMessage(handler: (payload: unknown) => void) {
      server.handlers.set(this.channel, handler)
      return () => server.handlers.delete(this.channel)
    }
  }
  class Transmit {
    #subscriptions = new Map<string, FakeSubscription>()
    constructor() {
      server.calls.push('connect')
    }
    subscription(channel: string) {
      const subscription = this.#subscriptions.get(channel) ?? new FakeSubscription(channel)
      this.#subscriptions.set(channel, subscription)
      return subscription
    }
    on(event: string, listener: () => void) {
      server.listeners.set(event, listener)
    }
    close() {}
  }
  return { Transmit }
})

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the page’s live stream', () => {
  beforeEach(() => {
    server.calls.length = 0
    server.refuse.clear()
    server.handlers.clear()
    server.listeners.clear()
  })

  it('connects with the first follow only, and subscribes each channel once however many follow it', async () => {
    const live = createLiveEvents({ baseUrl: '/api' })
    expect(server.calls).toEqual([])
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = live.follow('polls/1', first)
    const stopSecond = live.follow('polls/1', second)
    await vi.waitFor(() => expect(server.calls).toEqual(['connect', 'subscribe polls/1']))

    server.handlers.get('polls/1')!({ total_votes: 2 })
    expect(first).toHaveBeenCalledWith({ total_votes: 2 })
    expect(second).toHaveBeenCalledWith({ total_votes: 2 })

    stopFirst()
    await settled()
    expect(server.calls).not.toContain('unsubscribe polls/1')
    stopSecond()
    await vi.waitFor(() => expect(server.calls).toContain('unsubscribe polls/1'))
  })

  it('a card scrolled away and back while the subscription is on its way ends subscribed', async () => {
    const live = createLiveEvents({ baseUrl: '/api' })
    live.follow('polls/1', vi.fn())()
    const handler = vi.fn()
    live.follow('polls/1', handler)
    await vi.waitFor(() => expect(server.handlers.has('polls/1')).toBe(true))
    await settled()
    server.handlers.get('polls/1')!({ total_votes: 1 })
    expect(handler).toHaveBeenCalledOnce()
  })

  it('a refused subscription renews the session once and asks again', async () => {
    server.refuse.add('users/7/notices')
    const renewSession = vi.fn(async () => server.refuse.clear())
    const live = createLiveEvents({ baseUrl: '/api', renewSession })
    live.follow('users/7/notices', vi.fn())
    await vi.waitFor(() =>
      expect(server.calls).toEqual(['connect', 'subscribe users/7/notices', 'subscribe users/7/notices']),
    )
    expect(renewSession).toHaveBeenCalledOnce()
  })

  it('tells its listeners when the stream is back after a drop, not when it first connects', async () => {
    const live = createLiveEvents({ baseUrl: '/api' })
    const reconnected = vi.fn()
    live.onReconnect(reconnected)
    live.follow('polls/1', vi.fn())
    await vi.waitFor(() => expect(server.listeners.has('connected')).toBe(true))

    server.listeners.get('connected')!()
    expect(reconnected).not.toHaveBeenCalled()
    server.listeners.get('disconnected')!()
    server.listeners.get('connected')!()
    expect(reconnected).toHaveBeenCalledOnce()
  })
})

describe('the page’s one stream', () => {
  it('opens once, at the first use anywhere; tests put a fake or none in its place', async () => {
    const real = { follow: vi.fn(() => () => {}), onReconnect: vi.fn(() => () => {}) }
    const load = vi.fn(async () => real)
    const openReal = vi.fn(async () => real)
    provideLiveEvents(undefined)
    expect(openReal).not.toHaveBeenCalled()
    expect(await pageLiveEvents(openReal)).toBe(real)
    expect(await pageLiveEvents(openReal)).toBe(real)
    expect(openReal).toHaveBeenCalledOnce()
    provideLiveEvents(load)
    expect(await pageLiveEvents(openReal)).toBe(real)
    expect(load).toHaveBeenCalledOnce()
    provideLiveEvents(null)
    expect(pageLiveEvents(openReal)).toBeNull()
  })
})
