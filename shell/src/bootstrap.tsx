import '@dilemma/design-system/styles.css'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import {
  createBrowserRouter,
  firstScreenClockKey,
  isLanguage,
  readStoredLanguage,
  storeTimeZoneCookie,
} from '@dilemma/app-runtime'
import type { FirstScreenClock } from '@dilemma/app-runtime'
import { AppRouter, leavePageOnSignOut } from './app/AppRouter'
import { AppProviders } from './app/AppProviders'
import { createQueryClient } from './app/createQueryClient'
import { adoptFirstScreenQueries } from './app/firstScreenQueries'
import { routerOptions } from './app/routerOptions'
import { whenRouterReady } from './app/whenRouterReady'
import { shellRoutes } from './app/shellRoutes'
import { createShellMessageCatalog } from './features/i18n/messageCatalog'
import { remoteDefinitions } from './features/remotes/remoteDefinitions'
import { prefetchActivePopup } from './features/site-popup/api/useActivePopup'
import { isSitePopupPage } from './features/site-popup/sitePopupRules'
import { apiClient } from './lib/apiClient'
import { nextTask } from './lib/nextTask'

/**
 * Starts the app: its router, its remote's routes, its data from the server's first screen, and its
 * render into #root, each in a task of its own (together ~100 ms on a phone).
 */
export async function startApp(): Promise<void> {
  await nextTask()
  const catalog = createShellMessageCatalog()
  const router = createBrowserRouter(shellRoutes, routerOptions(remoteDefinitions, catalog))
  await nextTask()
  const queryClient = createQueryClient()
  const firstScreenUser = adoptFirstScreenQueries(queryClient)
  const firstScreenTimeZone = queryClient.getQueryData<FirstScreenClock>(firstScreenClockKey)?.timeZone
  // The server's next first screens show dates in this browser's time zone.
  storeTimeZoneCookie()
  if (isSitePopupPage(window.location.pathname)) prefetchActivePopup(queryClient, apiClient)
  await nextTask()
  const rootElement = document.getElementById('root')
  if (!rootElement) throw new Error('index.html lacks #root')
  // The server's first screen is in <html lang>'s language: the app starts in it, unless this
  // browser stored another choice the server could not see (its cookie refused: the page's head
  // script reloads the page with the cookie otherwise), which wins.
  const pageLanguage = document.documentElement.lang
  const firstScreenLanguage =
    document.getElementById('first-screen') && isLanguage(pageLanguage)
      ? (readStoredLanguage() ?? pageLanguage)
      : undefined

  const app = (
    <StrictMode>
      <AppProviders
        client={apiClient}
        catalog={catalog}
        queryClient={queryClient}
        language={firstScreenLanguage}
        initialUser={firstScreenUser}
        firstScreenTimeZone={firstScreenTimeZone}
        onSignedOut={leavePageOnSignOut(router)}
      >
        <AppRouter router={router} />
      </AppProviders>
    </StrictMode>
  )
  const root = createRoot(rootElement)
  if (firstScreenLanguage) {
    // The server's first screen is on show meanwhile: the app renders once the page's routes have
    // loaded, the whole page in one transition that React renders in slices, so the take-over is no
    // long task (router updates themselves are not transitions, see AppRouter). The
    // page's texts load while the routes do; the provider asks for them again and reports a failure.
    catalog.show(firstScreenLanguage).catch(() => {})
    void whenRouterReady(router).then(() => startTransition(() => root.render(app)))
  } else {
    root.render(app)
  }
}
