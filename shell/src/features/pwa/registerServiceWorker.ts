import type { AppStatusStore } from './appStatus'

/** The worker's address: the root, so that its scope is the whole site (vite/installableApp.ts). */
export const serviceWorkerUrl = '/sw.js'

/**
 * Registers the service worker and offers the "new version" notice when a new build is installed
 * and waiting while an older one controls the page. Runs after the page's load event
 * (AppStatusNotices): none of it is on the first page's critical path.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer,
  status: AppStatusStore,
  reload: () => void = () => window.location.reload(),
): Promise<ServiceWorkerRegistration> {
  const registration = await container.register(serviceWorkerUrl, { scope: '/' })

  const offer = (worker: ServiceWorker) =>
    status.offerUpdate(() => {
      // No longer waiting: another tab's Reload has switched to it (it took this page too, which
      // still runs the old build), or a newer build has replaced it. Only the page is left to load.
      if (worker.state !== 'installed') {
        reload()
        return
      }
      // The new worker takes the page (clients.claim) once it is active: then load the new build.
      container.addEventListener('controllerchange', reload, { once: true })
      worker.postMessage({ type: 'SKIP_WAITING' })
    })

  const offerOnceInstalled = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      // With no controller this is the first install: there is nothing older to replace.
      if (worker.state === 'installed' && container.controller) offer(worker)
    })

  // Installed on an earlier visit and still waiting: this page runs the older build.
  if (registration.waiting && container.controller) offer(registration.waiting)
  // Still installing: the browser began it before this page registered (it looks for a new build
  // a few seconds after a page loads; a slow page registers later), so its updatefound went unheard.
  offerOnceInstalled(registration.installing)
  registration.addEventListener('updatefound', () => offerOnceInstalled(registration.installing))
  // A tab left open for days looks for a new build whenever the member comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined)
  })
  return registration
}
