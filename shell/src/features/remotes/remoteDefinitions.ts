import { loadAdminRemote, loadMemberRemote } from './loadRemotes'
import type { RemoteDefinition } from './remoteContract'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

// Most specific prefix first: the first match owns the path. Both apps are remotes, built and
// deployed on their own and loaded through module federation (docs/adr/0031-module-federation.md).
export const remoteDefinitions: RemoteDefinition[] = [
  { name: 'admin', pathPrefix: CLIENT_PATHS.console, load: loadAdminRemote },
  { name: 'member', pathPrefix: CLIENT_PATHS.landing, load: loadMemberRemote },
]
