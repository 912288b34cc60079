import { afterEach, describe, expect, it, vi } from 'vitest'
import { addDeferredPreloads, afterFirstPaint } from './afterFirstPaint'

function settled(promise: Promise<void>) {
  let done = false
  void promise.then(() => {
    done = true
  })
  return () => done
}

afterEach(() => {
  document.body.innerHTML = ''
  document.head.innerHTML = ''
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('afterFirstPaint', () => {
  it('resolves at once without a server first screen', async () => {
    await expect(afterFirstPaint()).resolves.toBeUndefined()
  })

  it('with a first screen, waits for the next frame and resolves in a task after it', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
    document.body.innerHTML = '<div id="first-screen" inert></div><div id="root" hidden></div>'
    const done = settled(afterFirstPaint())
    await vi.advanceTimersByTimeAsync(0)
    expect(done()).toBe(false)
    vi.advanceTimersToNextFrame()
    await Promise.resolve()
    expect(done()).toBe(false)
    await vi.runOnlyPendingTimersAsync()
    expect(done()).toBe(true)
  })

  it('resolves at once in a page that is not visible (nothing is painted there)', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.body.innerHTML = '<div id="first-screen" inert></div>'
    await expect(afterFirstPaint()).resolves.toBeUndefined()
  })
})

describe('addDeferredPreloads', () => {
  it('moves the preloads the server kept back into the head, where the browser fetches them', () => {
    document.body.innerHTML =
      '<div id="root" hidden></div><template id="after-first-paint">' +
      '<link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/b.js"></template>'
    addDeferredPreloads()
    const hrefs = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    )
    expect(hrefs).toEqual(['/assets/a.js', '/assets/b.js'])
  })

  it('adds nothing to a page without them', () => {
    addDeferredPreloads()
    expect(document.head.children).toHaveLength(0)
  })
})
