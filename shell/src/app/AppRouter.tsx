import { RouterProvider } from '@dilemma/app-runtime'
import type { SignedOutReason } from '@dilemma/app-runtime'
import { ACCOUNT_DELETED_NOTICE } from '../features/notices/AccountDeletedNotice'
import type { ComponentProps } from 'react'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

export type Router = ComponentProps<typeof RouterProvider>['router']

/**
 * The router on screen, with its state updates outside React transitions. When a member logs out,
 * the shell navigates home and only then forgets the user (SessionProvider): the route guard
 * must already render the new page by then. React Router's `flushSync` covers a navigation's first
 * update only; a navigation to a lazy route (the landing page) commits later, and in a transition
 * that commit would render after the urgent "guest" update, so the guard of the page being left
 * would send her to /login instead of home.
 */
export function AppRouter({ router }: { router: Router }) {
  return <RouterProvider router={router} useTransitions={false} />
}

/**
 * Where the app goes when the session ends. Her own logout: home, at once; after deleting her
 * account, home with the notice that says so (AccountDeletedNotice). A session ended
 * elsewhere (the refresh failed): nowhere. She stays on a public page as a guest, and the guard
 * sends her from a protected one to /login, remembering it; the stale-session notice explains why.
 */
export function leavePageOnSignOut(router: Router) {
  return (reason: SignedOutReason) => {
    if (reason === 'logout') return router.navigate(CLIENT_PATHS.landing, { flushSync: true })
    if (reason === 'account_deleted') {
      return router.navigate(CLIENT_PATHS.landing, { flushSync: true, state: { notice: ACCOUNT_DELETED_NOTICE } })
    }
  }
}
