import type { PatchRoutesOnNavigationFunction } from '@dilemma/design-system'
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

  async function loadWithMessages(remote: RemoteDefinition): Promise<RemoteRoutesModule> {
    const module = await remote.load()
    await onLoaded(module)
    return module
  }

  function loadOnce(remote: RemoteDefinition): Promise<RemoteRoutesModule> {
    let pending = loading.get(remote.name)
    if (!pending) {
      pending = loadWithMessages(remote).catch((cause: unknown) => {
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

    const module = await loadOnce(remote)
    // An aborted navigation ignores patches; the next one mounts the (cached) module.
    if (signal.aborted || mounted.has(remote.name)) return
    patch(parentRouteId, module.routes)
    mounted.add(remote.name)
  }
}
