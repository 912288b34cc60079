import { describe, expect, it, vi } from 'vitest'
import { createAppStatusStore } from './appStatus'
import { registerServiceWorker, serviceWorkerUrl } from './registerServiceWorker'

/** Just enough of a ServiceWorker: a state, statechange events and the messages it was sent. */
class FakeWorker extends EventTarget {
  messages: unknown[] = []
  constructor(public state: ServiceWorkerState) {
    super()
  }
  postMessage(message: unknown) {
    this.messages.push(message)
  }
  become(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  update = vi.fn(() => Promise.resolve())
  startInstalling(worker: FakeWorker) {
    this.installing = worker
    this.dispatchEvent(new Event('updatefound'))
  }
}

function fakeContainer({ controlled, waiting }: { controlled: boolean; waiting?: FakeWorker }) {
  const registration = new FakeRegistration()
  registration.waiting = waiting ?? null
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker('activated') : null,
    register: vi.fn(() => Promise.resolve(registration)),
  })
  return { registration, container: container as unknown as ServiceWorkerContainer & typeof container }
}

const newStore = () => createAppStatusStore({ online: true, applyUpdate: null })

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site', async () => {
    const { container } = fakeContainer({ controlled: false })
    await registerServiceWorker(container, newStore())
    expect(container.register).toHaveBeenCalledWith(serviceWorkerUrl, { scope: '/' })
    expect(serviceWorkerUrl).toBe('/sw.js')
  })

  it('offers no update on the first install: nothing older controls the page', async () => {
    const { container, registration } = fakeContainer({ controlled: false })
    const store = newStore()
    await registerServiceWorker(container, store)
    const worker = new FakeWorker('installing')
    registration.startInstalling(worker)
    worker.become('installed')
    expect(store.getSnapshot().applyUpdate).toBeNull()
  })

  it('offers a new build once it is installed, and on "reload" activates it and reloads', async () => {
    const { container, registration } = fakeContainer({ controlled: true })
    const store = newStore()
    const reload = vi.fn()
    await registerServiceWorker(container, store, reload)
    const worker = new FakeWorker('installing')
    registration.startInstalling(worker)
    expect(store.getSnapshot().applyUpdate).toBeNull()
    worker.become('installed')

    store.getSnapshot().applyUpdate?.()
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }])
    expect(reload).not.toHaveBeenCalled()
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('reloads at once when another tab has switched to the new build already', async () => {
    const { container, registration } = fakeContainer({ controlled: true })
    const store = newStore()
    const reload = vi.fn()
    await registerServiceWorker(container, store, reload)
    const worker = new FakeWorker('installing')
    registration.startInstalling(worker)
    worker.become('installed')

    // The other tab's Reload: the worker activates and takes this page too, which still runs the
    // old build and shows the notice. No controllerchange is coming any more.
    worker.become('activating')
    container.dispatchEvent(new Event('controllerchange'))
    worker.become('activated')
    store.getSnapshot().applyUpdate?.()
    expect(reload).toHaveBeenCalledOnce()
    expect(worker.messages).toEqual([])
  })

  it('offers a build that the browser began to install before the page registered', async () => {
    // Its updatefound went out before this page had a registration to hear it.
    const { container, registration } = fakeContainer({ controlled: true })
    const worker = new FakeWorker('installing')
    registration.installing = worker
    const store = newStore()
    await registerServiceWorker(container, store, vi.fn())
    expect(store.getSnapshot().applyUpdate).toBeNull()
    worker.become('installed')
    store.getSnapshot().applyUpdate?.()
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }])
  })

  it('offers a build that was already waiting from an earlier visit', async () => {
    const waiting = new FakeWorker('installed')
    const { container } = fakeContainer({ controlled: true, waiting })
    const store = newStore()
    await registerServiceWorker(container, store, vi.fn())
    store.getSnapshot().applyUpdate?.()
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }])
  })
})

describe('the app status store', () => {
  it('tells its subscribers when the browser goes offline and back', () => {
    const store = newStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.setOnline(false)
    expect(store.getSnapshot().online).toBe(false)
    store.setOnline(false)
    store.setOnline(true)
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
