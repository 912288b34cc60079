import type { LoadMessages, RouteObject } from '@dilemma/design-system'
import type { ComponentType } from 'react'
import { FeatureTexts } from './components/FeatureTexts'
import { PlaceholderPage } from './features/pages/PlaceholderPage'
import type { PlaceholderPageKey } from './features/pages/PlaceholderPage'
import { loadMemberMessages, screenTexts } from './i18n/messages'

/** A lazy screen that renders once its own message groups (`groups`) are on screen. */
function screenWithTexts(groups: readonly LoadMessages[], loadPage: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    const Page = await loadPage()
    return {
      Component: () => (
        <FeatureTexts groups={groups}>
          <Page />
        </FeatureTexts>
      ),
    }
  }
}

interface MemberPage {
  path: string
  page: PlaceholderPageKey
  /** Read by the shell's route guard. */
  loginRequired?: boolean
}

// The member rows of the spec's route table (member-spec §2) that are still placeholders.
const memberPages: MemberPage[] = [
  { path: 'premium', page: 'premium' },
  { path: 'payment', page: 'payment', loginRequired: true },
  { path: 'faq', page: 'faq' },
  { path: 'terms', page: 'terms' },
  { path: 'privacy', page: 'privacy' },
  { path: 'impressum', page: 'impressum' },
]

// Accounts (issue 3): login, registration, password reset, third-party sign-in, own profile.
const accountRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: screenWithTexts(screenTexts.auth, async () => (await import('./features/auth/LoginPage')).LoginPage),
  },
  {
    path: 'register',
    lazy: screenWithTexts(screenTexts.auth, async () => (await import('./features/auth/RegisterPage')).RegisterPage),
  },
  {
    path: 'forgot-password',
    lazy: screenWithTexts(
      screenTexts.auth,
      async () => (await import('./features/auth/ForgotPasswordPage')).ForgotPasswordPage,
    ),
  },
  {
    path: 'reset-password',
    lazy: screenWithTexts(
      screenTexts.auth,
      async () => (await import('./features/auth/ResetPasswordPage')).ResetPasswordPage,
    ),
  },
  {
    path: 'auth-success',
    lazy: screenWithTexts(
      screenTexts.auth,
      async () => (await import('./features/auth/AuthSuccessPage')).AuthSuccessPage,
    ),
  },
  {
    path: 'profile',
    handle: { auth: true },
    lazy: screenWithTexts(screenTexts.profile, async () => (await import('./pages/ProfilePage')).ProfilePage),
  },
]

// Polls (issue 4): the feed, a poll's own page and a member's public profile.
const pollRoutes: RouteObject[] = [
  {
    path: 'feed',
    lazy: screenWithTexts(screenTexts.polls, async () => (await import('./features/feed/FeedPage')).FeedPage),
  },
  {
    path: 'post/:postId',
    handle: { auth: true },
    lazy: screenWithTexts(
      screenTexts.polls,
      async () => (await import('./features/posts/PostDetailPage')).PostDetailPage,
    ),
  },
  {
    path: 'user/:userId',
    lazy: screenWithTexts(
      screenTexts.publicProfile,
      async () => (await import('./features/public-profile/PublicProfilePage')).PublicProfilePage,
    ),
  },
]

export const memberRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./features/landing/LandingPage')).LandingPage }),
  },
  ...accountRoutes,
  ...pollRoutes,
  ...memberPages.map(({ path, page, loginRequired }): RouteObject => ({
    path,
    element: (
      <FeatureTexts groups={screenTexts.pages}>
        <PlaceholderPage page={page} />
      </FeatureTexts>
    ),
    handle: loginRequired ? { auth: true } : undefined,
  })),
]

/** The module-federation contract (docs/decisions.md): routes plus a loader of their messages. */
export default { routes: memberRoutes, loadMessages: loadMemberMessages }
