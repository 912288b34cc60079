import type { MessageCatalogStore, PatchRoutesOnNavigationFunction } from '@dilemma/app-runtime'
import { createRemoteRouteDiscovery } from '../features/remotes/createRemoteRouteDiscovery'
import type { RemoteDefinition } from '../features/remotes/remoteContract'
import { remoteParentRouteId } from './shellRoutes'

/** Options shared by the browser router and the tests' memory router. */
export function routerOptions(
  remotes: readonly RemoteDefinition[],
  catalog: MessageCatalogStore,
): { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  return {
    patchRoutesOnNavigation: createRemoteRouteDiscovery({
      remotes,
      parentRouteId: remoteParentRouteId,
      onLoaded: (remote) => catalog.add(remote.loadMessages),
    }),
  }
}
