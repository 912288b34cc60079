import { loadAdminRemote } from './loadAdminRemote'
import type { RemoteDefinition } from './remoteContract'

// Most specific prefix first: the first match owns the path. The member app is part of the shell's
// build (its own chunks); the admin app is a remote, deployed on its own.
export const remoteDefinitions: RemoteDefinition[] = [
  { name: 'admin', pathPrefix: '/madmin', load: loadAdminRemote },
  { name: 'member', pathPrefix: '/', load: () => import('member/routes').then((m) => m.default) },
]
