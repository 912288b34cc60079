import type { Router } from './AppRouter'

/** Resolves once the router has loaded the first location's routes (or failed to: its error page). */
export function whenRouterReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}
