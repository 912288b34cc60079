import { FormattedMessage, useLocation, useSearchParams, useSession } from '@dilemma/app-runtime'
import { Button } from '@dilemma/design-system'
import type { RemoteDefinition } from '../features/remotes/remoteContract'
import type { LoginRedirectState } from '../lib/loginRedirect'

// Stand-ins for the separately deployed remotes: the shell only sees their `./routes` contract.

function LoginProbe() {
  const state = useLocation().state as LoginRedirectState | null
  const from = state ? `${state.from.pathname}${state.from.search}` : 'nowhere'
  return <h1>Login page (from {from})</h1>
}

/** The real page reads its own `?error=`: the shell must leave it there. */
function AuthSuccessProbe() {
  const [searchParams] = useSearchParams()
  return <h1>Auth success page (error: {searchParams.get('error') ?? 'none'})</h1>
}

/** The real profile deletes the account through the API, then tells the session so. */
function ProfileProbe() {
  const { accountDeleted } = useSession()
  return (
    <>
      <h1>Profile page</h1>
      <Button onClick={() => void accountDeleted()}>Account deleted</Button>
    </>
  )
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
      { path: 'register', element: <h1>Register page</h1> },
      { path: 'forgot-password', element: <h1>Forgot password page</h1> },
      { path: 'reset-password', element: <h1>Reset password page</h1> },
      { path: 'auth-success', element: <AuthSuccessProbe /> },
      { path: 'profile', handle: { auth: true }, element: <ProfileProbe /> },
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
