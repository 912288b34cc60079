import { isLanguage, ShowApp } from '@dilemma/app-runtime'
import type { LoadMessages, RouteObject } from '@dilemma/app-runtime'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'
import type { ClientPage } from '@dilemma/contract/client-paths'
import type { ComponentType } from 'react'
import { FeatureTexts } from '@/components/FeatureTexts'
import { loadMemberMessages, screenTexts } from '@/i18n/messages'

/**
 * Starts fetching a screen's message groups in the page's language (the LanguageProvider keeps
 * `<html lang>` in step) while its code loads; FeatureTexts then finds them fetched already
 * instead of asking only once the screen has rendered.
 */
function fetchTextsEarly(groups: readonly LoadMessages[]): void {
  if (import.meta.env.SSR) return
  const language = document.documentElement.lang
  if (!isLanguage(language)) return
  // FeatureTexts loads them again, and reports a failure.
  for (const load of groups) load(language).catch(() => {})
}

/**
 * A lazy screen that renders once its own message groups (`groups`, and those `loadPageGroups`
 * names with the page's code) are on screen: the app takes the server's first screen over only
 * when it shows all of it.
 */
function screenWithTexts(
  groups: readonly LoadMessages[],
  loadPage: () => Promise<ComponentType>,
  loadPageGroups: () => Promise<readonly LoadMessages[]> = async () => [],
): RouteObject['lazy'] {
  return async () => {
    fetchTextsEarly(groups)
    const [Page, pageGroups] = await Promise.all([loadPage(), loadPageGroups()])
    const screenGroups = [...groups, ...pageGroups]
    return {
      Component: () => (
        <FeatureTexts groups={screenGroups} screen>
          <Page />
        </FeatureTexts>
      ),
    }
  }
}

/** A page's path (the contract's CLIENT_PATHS) below the shell's root route, which mounts these routes. */
const pathOf = (page: ClientPage) => CLIENT_PATHS[page].slice(1)

// The content pages of the spec's route table (member-spec §2): public, one lazy chunk.
const memberPages: RouteObject[] = (['faq', 'terms', 'privacy', 'impressum'] as const).map((page) => ({
  path: pathOf(page),
  lazy: screenWithTexts(
    screenTexts.pages,
    async () => (await import('@/features/pages/contentPages')).contentPages[page],
  ),
}))

// Accounts: login, registration, password reset, third-party sign-in, own profile.
const accountRoutes: RouteObject[] = [
  {
    path: pathOf('login'),
    lazy: screenWithTexts(screenTexts.auth, async () => (await import('@/features/auth/LoginPage')).LoginPage),
  },
  {
    path: pathOf('register'),
    lazy: screenWithTexts(screenTexts.auth, async () => (await import('@/features/auth/RegisterPage')).RegisterPage),
  },
  {
    path: pathOf('forgotPassword'),
    lazy: screenWithTexts(
      screenTexts.auth,
      async () => (await import('@/features/auth/ForgotPasswordPage')).ForgotPasswordPage,
    ),
  },
  {
    path: pathOf('resetPassword'),
    lazy: screenWithTexts(
      screenTexts.auth,
      async () => (await import('@/features/auth/ResetPasswordPage')).ResetPasswordPage,
    ),
  },
  {
    path: pathOf('authSuccess'),
    lazy: screenWithTexts(
      screenTexts.auth,
      async () => (await import('@/features/auth/AuthSuccessPage')).AuthSuccessPage,
    ),
  },
  {
    path: pathOf('profile'),
    handle: { auth: true },
    lazy: screenWithTexts(screenTexts.profile, async () => (await import('@/pages/ProfilePage')).ProfilePage),
  },
]

// Plans and payments: the plan choice and the PayPal payment.
const paymentRoutes: RouteObject[] = [
  {
    path: pathOf('premium'),
    lazy: screenWithTexts(
      screenTexts.premium,
      async () => (await import('@/features/premium/PremiumPage')).PremiumPage,
    ),
  },
  {
    path: pathOf('payment'),
    handle: { auth: true },
    lazy: screenWithTexts(
      screenTexts.payment,
      async () => (await import('@/features/premium/payment/PaymentPage')).PaymentPage,
    ),
  },
]

// Polls: the feed, a poll's own page and a member's public profile.
const pollRoutes: RouteObject[] = [
  {
    path: pathOf('feed'),
    lazy: screenWithTexts(screenTexts.polls, async () => (await import('@/pages/FeedPage')).FeedPage),
  },
  {
    path: pathOf('post'),
    handle: { auth: true },
    lazy: screenWithTexts(
      screenTexts.polls,
      async () => (await import('@/features/posts/PostDetailPage')).PostDetailPage,
    ),
  },
  {
    path: pathOf('publicProfile'),
    lazy: screenWithTexts(
      screenTexts.publicProfile,
      async () => (await import('@/features/public-profile/PublicProfilePage')).PublicProfilePage,
      // Her badges' names (design-system widgets, with the page's code), shown on the first screen.
      async () => (await import('@/entities/badge')).badgeNameTexts,
    ),
  },
]

export const memberRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => {
      const { LandingPage } = await import('@/features/landing/LandingPage')
      return {
        Component: () => (
          <>
            <LandingPage />
            <ShowApp />
          </>
        ),
      }
    },
  },
  ...accountRoutes,
  ...pollRoutes,
  ...paymentRoutes,
  ...memberPages,
]

/**
 * The shell's route contract (docs/adr/0031-module-federation.md): routes plus a loader of their
 * messages.
 */
export default { routes: memberRoutes, loadMessages: loadMemberMessages }
