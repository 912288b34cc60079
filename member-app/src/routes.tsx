import type { RouteObject } from '@dilemma/design-system'
import { PlaceholderPage } from './features/pages/PlaceholderPage'
import type { PlaceholderPageKey } from './features/pages/PlaceholderPage'
import { memberMessages } from './i18n/messages'

interface MemberPage {
  path: string
  page: PlaceholderPageKey
  /** Read by the shell's route guard. */
  loginRequired?: boolean
}

// The member rows of the spec's route table (member-spec §2).
const memberPages: MemberPage[] = [
  { path: 'login', page: 'login' },
  { path: 'register', page: 'register' },
  { path: 'forgot-password', page: 'forgotPassword' },
  { path: 'reset-password', page: 'resetPassword' },
  { path: 'auth-success', page: 'authSuccess' },
  { path: 'feed', page: 'feed' },
  { path: 'post/:postId', page: 'post', loginRequired: true },
  { path: 'profile', page: 'profile', loginRequired: true },
  { path: 'user/:userId', page: 'user' },
  { path: 'premium', page: 'premium' },
  { path: 'payment', page: 'payment', loginRequired: true },
  { path: 'faq', page: 'faq' },
  { path: 'terms', page: 'terms' },
  { path: 'privacy', page: 'privacy' },
  { path: 'impressum', page: 'impressum' },
]

export const memberRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./features/landing/LandingPage')).LandingPage }),
  },
  ...memberPages.map(({ path, page, loginRequired }): RouteObject => ({
    path,
    element: <PlaceholderPage page={page} />,
    handle: loginRequired ? { auth: true } : undefined,
  })),
]

/** The module-federation contract (docs/decisions.md): routes plus their messages. */
export default { routes: memberRoutes, messages: memberMessages }
