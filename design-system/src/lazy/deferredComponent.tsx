import { Suspense, lazy, useState } from 'react'
import type { ComponentType, ReactNode } from 'react'

export interface DeferredComponent<Props extends object> {
  (props: Props): ReactNode
  /** Fetches the component now; afterwards every new instance renders it at once. */
  load: () => Promise<unknown>
}

/**
 * A component whose code is fetched when the first instance renders (not with the page), showing
 * `fallback` until then. Once fetched, new instances render it without suspending. (The alert,
 * components/LazyAlert.tsx, keeps its own copy of this: it is in the first-page entry, where this
 * generic one cost 35 B gzip against the shell's 200 KB budget.)
 */
export function deferredComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: (props: Props) => ReactNode,
): DeferredComponent<Props> {
  let loaded: ComponentType<Props> | null = null
  const loadOnce = () =>
    load().then((component) => {
      loaded = component
      return { default: component }
    })
  const Suspended = lazy(loadOnce)

  function Deferred(props: Props) {
    // Chosen once per instance: switching while shown would mount it again.
    const [Loaded] = useState(() => loaded)
    if (Loaded) return <Loaded {...props} />
    return (
      <Suspense fallback={fallback(props)}>
        <Suspended {...props} />
      </Suspense>
    )
  }
  Deferred.load = loadOnce
  return Deferred
}
