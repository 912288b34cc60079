import { matchRoutes } from '@dilemma/app-runtime'
import type { PatchRoutesOnNavigationFunction, RouteObject } from '@dilemma/app-runtime'
import { nextTask } from '../../lib/nextTask'
import type { RemoteDefinition, RemoteRoutesModule } from './remoteContract'
import { RemoteUnavailableError } from './RemoteUnavailableError'

function ownsPath(remote: RemoteDefinition, path: string): boolean {
  const prefix = remote.pathPrefix
  return prefix === '/' || path === prefix || path.startsWith(`${prefix}/`)
}

interface DiscoveryOptions {
  remotes: readonly RemoteDefinition[]
  /** Id of the shell route the remote routes are mounted under. */
  parentRouteId: string
  /** Runs once per remote, before its routes mount (the shell loads the remote's messages here). */
  onLoaded: (remote: RemoteRoutesModule) => Promise<void>
}

/**
 * Starts loading the code of the routes that match `path`. React Router loads a lazy route only
 * once the routes are mounted, that is after the remote's messages: this way both load at once
 * (the first page's speed). A failure is React Router's to report when it loads the route.
 */
function startLoadingRoutesFor(routes: RouteObject[], path: string) {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => {})
  }
}

/**
 * React Router's `patchRoutesOnNavigation`: the first visit to a remote's path loads that remote
 * and its messages in the language on screen, then mounts its routes. A failed load becomes a
 * RemoteUnavailableError for the error boundary, and the next navigation tries again.
 */
export function createRemoteRouteDiscovery({
  remotes,
  parentRouteId,
  onLoaded,
}: DiscoveryOptions): PatchRoutesOnNavigationFunction {
  const loading = new Map<string, Promise<RemoteRoutesModule>>()
  const mounted = new Set<string>()

  async function loadWithMessages(remote: RemoteDefinition, path: string): Promise<RemoteRoutesModule> {
    // Creating the router, asking for the routes' code and asking for the messages are ~10 ms each
    // on a phone: a task each.
    await nextTask()
    const module = await remote.load()
    startLoadingRoutesFor(module.routes, path)
    await nextTask()
    await onLoaded(module)
    return module
  }

  function loadOnce(remote: RemoteDefinition, path: string): Promise<RemoteRoutesModule> {
    let pending = loading.get(remote.name)
    if (!pending) {
      pending = loadWithMessages(remote, path).catch((cause: unknown) => {
        loading.delete(remote.name)
        throw new RemoteUnavailableError(remote.name, { cause })
      })
      loading.set(remote.name, pending)
    }
    return pending
  }

  return async ({ path, patch, signal }) => {
    const remote = remotes.find((candidate) => ownsPath(candidate, path))
    if (!remote || mounted.has(remote.name)) return

    const module = await loadOnce(remote, path)
    // An aborted navigation ignores patches; the next one mounts the (cached) module.
    if (signal.aborted || mounted.has(remote.name)) return
    patch(parentRouteId, module.routes)
    mounted.add(remote.name)
  }
}
