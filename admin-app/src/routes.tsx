import type { RouteObject } from '@dilemma/app-runtime'
import { loadAdminMessages } from './i18n/messages'

export const adminRoutes: RouteObject[] = [
  {
    path: 'madmin',
    // Read by the shell: admins only, and the console brings its own header.
    handle: { auth: true, roles: ['admin'], layout: 'bare' },
    lazy: async () => ({ Component: (await import('./app/AdminConsole')).AdminConsole }),
  },
]

/**
 * The module-federation contract (docs/adr/0031-module-federation.md): routes plus a loader of
 * their messages.
 */
export default { routes: adminRoutes, loadMessages: loadAdminMessages }
