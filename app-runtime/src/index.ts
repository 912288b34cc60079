// The apps' runtime: the page's session, API client, language and messages, and their one door to
// React Router, react-intl and TanStack Query. A module-federation singleton like design-system, so
// every remote sees the same contexts; only what the apps use is re-exported (a shared package
// cannot be tree-shaken). This entry loads on every first page: live events stay in `./live/hooks`.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  matchRoutes,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router'
export type { PatchRoutesOnNavigationFunction, RouteObject, UIMatch } from 'react-router'
export { RouterProvider } from 'react-router/dom'
export { FormattedMessage, IntlProvider, useIntl } from 'react-intl'
export { QueryClient, QueryClientProvider, useMutation, useQueryClient } from '@tanstack/react-query'

export { isLanguage, languageNames, supportedLanguages } from './languages'
export type { Language } from './languages'

export { ApiClientProvider, useApiClient } from './app-context/ApiClientContext'
export { LanguageProvider, useLanguage } from './app-context/LanguageContext'
export {
  ShowApp,
  firstScreenClockKey,
  storeTimeZoneCookie,
  useAfterAppShown,
  useFirstScreenTimeZone,
  useScreenTime,
} from './app-context/firstScreen'
export type { FirstScreenClock } from './app-context/firstScreen'
export { RenderedAfterTakeOver } from './app-context/RenderedAfterTakeOver'
export { detectLanguage, fallbackLanguage, languageStorageKey, readStoredLanguage } from './app-context/detectLanguage'
export type { LanguageSources } from './app-context/detectLanguage'
export { SessionProvider, useSession } from './app-context/SessionContext'
export type {
  LogoutScope,
  Session,
  SessionProviderProps,
  SessionStatus,
  SignedOutReason,
} from './app-context/SessionContext'
export type { LiveEvents, LiveEventsOptions, LiveHandler } from './live/liveEventsTypes'
export { errorMessageId } from './i18n/errorMessageId'
export { CatalogIntlProvider } from './i18n/CatalogIntlProvider'
export type { CatalogIntlProviderProps } from './i18n/CatalogIntlProvider'
export { useFeatureMessages } from './i18n/useFeatureMessages'
export type { FeatureMessagesStatus } from './i18n/useFeatureMessages'
export { createMessageCatalog, messagesLoader } from './i18n/messageCatalog'
export type { LoadMessages, MessageCatalog, MessageCatalogStore, ShownMessages } from './i18n/messageCatalog'
export { readApiError } from './i18n/readApiError'
export { unreadNoticesKey, unreadNoticesQuery } from './queries/unreadNotices'
export type { ApiErrorFacts } from './i18n/readApiError'
