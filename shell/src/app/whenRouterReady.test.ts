import { createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { whenRouterReady } from './whenRouterReady'

describe('whenRouterReady', () => {
  it('resolves once the first location’s lazy route has loaded', async () => {
    let loadRoute = () => undefined as void
    const routeLoaded = new Promise<void>((resolve) => (loadRoute = resolve))
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: async () => {
          await routeLoaded
          return { Component: () => null }
        },
      },
    ])
    let ready = false
    const waiting = whenRouterReady(router).then(() => (ready = true))
    await Promise.resolve()
    expect(ready).toBe(false)
    loadRoute()
    await waiting
    expect(router.state.initialized).toBe(true)
  })

  it('resolves at once for a router with nothing to load, and when the route fails to load', async () => {
    await whenRouterReady(createMemoryRouter([{ path: '/', Component: () => null }]))
    const failing = createMemoryRouter([{ path: '/', lazy: () => Promise.reject(new Error('offline')) }])
    await whenRouterReady(failing)
    expect(failing.state.errors).not.toBeNull()
  })
})
