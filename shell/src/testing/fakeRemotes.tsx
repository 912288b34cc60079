import { FormattedMessage, useLocation } from '@dilemma/design-system'
import type { RemoteDefinition } from '../features/remotes/remoteContract'
import type { LoginRedirectState } from '../features/auth/RouteGuard'

// Stand-ins for the separately deployed remotes: the shell only sees their `./routes` contract.

function LoginProbe() {
  const state = useLocation().state as LoginRedirectState | null
  return <h1>Login page (from {state?.from.pathname ?? 'nowhere'})</h1>
}

export const fakeMemberRemote: RemoteDefinition = {
  name: 'member',
  pathPrefix: '/',
  load: async () => ({
    routes: [
      // Lazy, as the member remote's landing page is: its navigation commits after a load.
      { index: true, lazy: async () => ({ element: <h1>Landing page</h1> }) },
      { path: 'feed', element: <h1>Feed page</h1> },
      { path: 'login', element: <LoginProbe /> },
      { path: 'profile', handle: { auth: true }, element: <h1>Profile page</h1> },
    ],
    loadMessages: async () => ({}),
  }),
}

const adminGreetings = { de: 'Hallo Admin', en: 'Hello admin', tr: 'Merhaba yönetici' }

export const fakeAdminRemote: RemoteDefinition = {
  name: 'admin',
  pathPrefix: '/madmin',
  load: async () => ({
    routes: [
      {
        path: 'madmin',
        handle: { auth: true, roles: ['admin'] },
        element: (
          <h1>
            <FormattedMessage id="admin.greeting" />
          </h1>
        ),
      },
    ],
    loadMessages: async (language) => ({ 'admin.greeting': adminGreetings[language] }),
  }),
}

export const deadAdminRemote: RemoteDefinition = {
  name: 'admin',
  pathPrefix: '/madmin',
  load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}
