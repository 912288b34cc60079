import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { appStatus as pageStatus } from './appStatus'
import type { AppStatusStore } from './appStatus'
import { registerServiceWorker } from './registerServiceWorker'

// Its texts and Mantine parts load the first time there is something to say (offline: from the
// service worker's precache).
const AppStatusBar = lazy(() => import('./AppStatusBar'))

export interface AppStatusNoticesProps {
  store?: AppStatusStore
  /** The browser's service workers; production builds only (the dev server and tests have none). */
  serviceWorkers?: ServiceWorkerContainer | null
}

const pageServiceWorkers =
  import.meta.env.PROD && !import.meta.env.SSR && 'serviceWorker' in navigator ? navigator.serviceWorker : null

/**
 * The installable app on the page: registers the service worker once the page has loaded (its
 * precache downloads never compete with the first page), then shows the offline and "new version,
 * reload" notices. Until there is something to show, this and the small status store are all the
 * first page carries of it.
 */
export function AppStatusNotices({ store = pageStatus, serviceWorkers = pageServiceWorkers }: AppStatusNoticesProps) {
  useEffect(() => {
    if (!serviceWorkers) return
    const register = () => {
      registerServiceWorker(serviceWorkers, store).catch((error: unknown) =>
        console.warn('The service worker could not be registered', error),
      )
    }
    if (document.readyState === 'complete') {
      register()
      return
    }
    window.addEventListener('load', register, { once: true })
    return () => window.removeEventListener('load', register)
  }, [serviceWorkers, store])
  const { online, applyUpdate } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  if (online && !applyUpdate) return null
  return (
    <Suspense fallback={null}>
      <AppStatusBar offline={!online} applyUpdate={applyUpdate} />
    </Suspense>
  )
}
