import type { RemoteDefinition } from './remoteContract'

// Most specific prefix first: the first match owns the path.
export const remoteDefinitions: RemoteDefinition[] = [
  { name: 'admin', pathPrefix: '/madmin', load: () => import('admin/routes').then((m) => m.default) },
  { name: 'member', pathPrefix: '/', load: () => import('member/routes').then((m) => m.default) },
]
