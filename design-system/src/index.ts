// The apps' one door to Mantine, React Router, react-intl and TanStack Query: only what they use is
// re-exported, so the shared module-federation chunk stays small. This entry loads on every first
// page, so it carries only what the shell and the landing page need; everything else goes to
// `@dilemma/design-system/widgets` (./widgets.ts). Add a name where its first user needs it.
export {
  Anchor,
  Badge,
  Box,
  Burger,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core'
export { useDisclosure, useDocumentVisibility } from '@mantine/hooks'
// Modal and Drawer are Mantine's, loaded when first opened; Alert when the first one is shown.
export { Drawer, Modal, preloadOverlays } from './overlays/LazyOverlays'
export { Alert } from './components/LazyAlert'

// React Router, react-intl and TanStack Query reach the apps through this entry too: one shared,
// tree-shaken copy of each (and still exactly one instance) instead of three whole shared packages.
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

export { dilemmaTheme } from './theme'
export { DilemmaThemeProvider } from './DilemmaThemeProvider'
export type { DilemmaThemeProviderProps } from './DilemmaThemeProvider'
export { PageLoader } from './components/PageLoader'
export type { PageLoaderProps } from './components/PageLoader'
export { ErrorState } from './components/ErrorState'
export type { ErrorStateProps } from './components/ErrorState'
export { LanguageMenu } from './components/LanguageMenu'
export type { LanguageMenuProps } from './components/LanguageMenu'
export { isLanguage, languageNames, supportedLanguages } from './languages'
export type { Language } from './languages'

export { ApiClientProvider, useApiClient } from './app-context/ApiClientContext'
export { LanguageProvider, useLanguage } from './app-context/LanguageContext'
export { ShowApp } from './app-context/firstScreen'
export { detectLanguage, fallbackLanguage, languageStorageKey } from './app-context/detectLanguage'
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
export { useFeatureMessages } from './i18n/useFeatureMessages'
export type { FeatureMessagesStatus } from './i18n/useFeatureMessages'
export { createMessageCatalog, messagesLoader } from './i18n/messageCatalog'
export type { LoadMessages, MessageCatalog, MessageCatalogStore, ShownMessages } from './i18n/messageCatalog'
export { readApiError } from './i18n/readApiError'
export type { ApiErrorFacts } from './i18n/readApiError'
