/**
 * What the installable app tells the member about itself: whether the browser is offline, and
 * whether a new build is installed and waiting (then `applyUpdate` switches to it and reloads).
 * A tiny store on the first page; the notices' code loads only when there is something to show.
 */
export interface AppStatus {
  online: boolean
  applyUpdate: (() => void) | null
}

type Listener = () => void

export interface AppStatusStore {
  subscribe: (listener: Listener) => () => void
  getSnapshot: () => AppStatus
  setOnline: (online: boolean) => void
  offerUpdate: (apply: () => void) => void
}

export function createAppStatusStore(initial: AppStatus): AppStatusStore {
  let status = initial
  const listeners = new Set<Listener>()
  const update = (next: Partial<AppStatus>) => {
    status = { ...status, ...next }
    for (const listener of listeners) listener()
  }
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => status,
    setOnline: (online) => {
      if (online !== status.online) update({ online })
    },
    offerUpdate: (applyUpdate) => update({ applyUpdate }),
  }
}

/** The page's store, following the browser's online/offline events (online on the server). */
export const appStatus = createAppStatusStore({ online: import.meta.env.SSR || navigator.onLine, applyUpdate: null })
if (!import.meta.env.SSR) {
  window.addEventListener('online', () => appStatus.setOnline(true))
  window.addEventListener('offline', () => appStatus.setOnline(false))
}
