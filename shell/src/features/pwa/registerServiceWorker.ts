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
      // The new worker takes the page (clients.claim) once it is active: then load the new build.
      container.addEventListener('controllerchange', reload, { once: true })
      worker.postMessage({ type: 'SKIP_WAITING' })
    })

  // Installed on an earlier visit and still waiting: this page runs the older build.
  if (registration.waiting && container.controller) offer(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      // With no controller this is the first install: there is nothing older to replace.
      if (installing.state === 'installed' && container.controller) offer(installing)
    })
  })
  // A tab left open for days looks for a new build whenever the member comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined)
  })
  return registration
}
