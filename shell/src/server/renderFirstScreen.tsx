/*
 * The first screen of a page, rendered on the server by the app's own components
 * (docs/adr/0026-first-screen-take-over.md): the shell's providers, layout and routes with the
 * member remote's routes mounted where the browser's route discovery mounts them. Built by
 * `vite.firstScreen.config.ts` to `dist-first-screen/`, which the backend imports; the browser
 * shows the markup until the app has rendered the same screen (`firstScreen.ts`). A member's screen
 * is rendered for the user the server read from her session.
 */
import type { FirstScreenAnswers, User } from '@dilemma/api-client'
import { firstScreenClockKey } from '@dilemma/app-runtime'
import type { FirstScreenClock, Language, QueryClient } from '@dilemma/app-runtime'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import memberRemote from 'member/routes'
import { firstScreenQueries } from 'member/firstScreenQueries'
import { firstScreenUserKey, type QueryAnswers } from '../app/firstScreenQueries'
import { AppProviders } from '../app/AppProviders'
import { createQueryClient } from '../app/createQueryClient'
import { remoteParentRouteId, shellRoutes } from '../app/shellRoutes'
import { ServerCookieConsent } from '../features/cookie-consent/cookieConsent'
import { createShellMessageCatalog } from '../features/i18n/messageCatalog'
import { apiClient } from '../lib/apiClient'
import type { RouteObject } from '@dilemma/app-runtime'

export interface FirstScreenRequest {
  /** The page's address (path and query). */
  url: string
  language: Language
  /** What the server fetched for the screen, as the API answers its reader. */
  answers?: FirstScreenAnswers
  /** The signed-in reader (`GET /users/me`'s user); none for a guest. */
  user?: User
  /** Whether the reader accepted the cookie notice (its cookie); the screen shows it when not. */
  cookieNoticeAccepted?: boolean
  /** The reader's IANA time zone (its cookie), which the screen's dates are in; UTC when unknown. */
  timeZone?: string
}

export interface FirstScreen {
  /** The markup of `#root`. */
  html: string
  /** The query answers the markup shows, `[queryKey, data]`, for the browser's query cache. */
  queries: QueryAnswers
}

/** The shell's routes with the member remote's routes under the shell's remote parent route. */
function withMemberRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    children:
      route.id === remoteParentRouteId
        ? [...memberRemote.routes, ...(route.children ?? [])]
        : route.children && withMemberRoutes(route.children),
  })) as RouteObject[]
}

const routes = withMemberRoutes(shellRoutes)
const handler = createStaticHandler(routes)
// Screens ask for their message groups while rendering; a render that asked for new ones is done again.
const maxPasses = 4

/** Renders the first screen of `url` for its reader, or null where the router answers otherwise. */
export async function renderFirstScreen({
  url,
  language,
  answers = {},
  user,
  cookieNoticeAccepted = true,
  timeZone = 'UTC',
}: FirstScreenRequest): Promise<FirstScreen | null> {
  const context = await handler.query(new Request(new URL(url, 'http://first-screen.invalid')))
  if (context instanceof Response) return null
  const catalog = createShellMessageCatalog()
  const pending: Promise<void>[] = []
  const add = catalog.add
  catalog.add = (source) => {
    const added = add(source)
    pending.push(added)
    return added
  }
  await catalog.show(language)
  await catalog.add(memberRemote.loadMessages)
  const queries: QueryAnswers = firstScreenQueries(answers)
  // A screen with data (polls, their dates and hours left) sends the clock it shows them by, for the
  // take-over to show the same.
  const clock: FirstScreenClock = { renderedAt: new Date().toISOString(), timeZone }
  if (queries.length > 0) queries.push([firstScreenClockKey, clock])
  if (user) queries.push([firstScreenUserKey, user])
  const queryClient: QueryClient = createQueryClient()
  for (const [queryKey, data] of queries) queryClient.setQueryData(queryKey, data)
  const router = createStaticRouter(handler.dataRoutes, context)
  for (let pass = 1; ; pass++) {
    pending.length = 0
    const html = renderToString(
      <AppProviders
        client={apiClient}
        catalog={catalog}
        queryClient={queryClient}
        language={language}
        mayHaveSession={() => false}
        initialUser={user}
        firstScreenTimeZone={timeZone}
        onSignedOut={() => {}}
      >
        <ServerCookieConsent value={cookieNoticeAccepted}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ServerCookieConsent>
      </AppProviders>,
    )
    if (pending.length === 0 || pass === maxPasses) return { html, queries }
    await Promise.all(pending)
  }
}
