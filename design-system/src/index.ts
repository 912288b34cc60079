// The apps' one door to Mantine: only what they use is re-exported, so the shared
// module-federation chunk stays small. Add a name here when an app needs it.
export {
  ActionIcon,
  Affix,
  Alert,
  Anchor,
  Autocomplete,
  Avatar,
  Badge,
  Box,
  Burger,
  Button,
  Center,
  Checkbox,
  CloseButton,
  Collapse,
  Container,
  CopyButton,
  Divider,
  FileInput,
  Group,
  Image,
  Loader,
  NumberInput,
  Paper,
  PasswordInput,
  Pill,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
  Transition,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
export {
  useDebouncedValue,
  useDisclosure,
  useDocumentVisibility,
  useHeadroom,
  useMediaQuery,
  useTimeout,
  useWindowScroll,
} from '@mantine/hooks'
// Modal and Drawer are Mantine's, loaded when first opened.
export { Drawer, Modal } from './overlays/LazyOverlays'

// React Router, react-intl and TanStack Query reach the apps through this entry too: one shared,
// tree-shaken copy of each (and still exactly one instance) instead of three whole shared packages.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
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
export {
  infiniteQueryOptions,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'

export { dilemmaTheme } from './theme'
export { DilemmaThemeProvider } from './DilemmaThemeProvider'
export type { DilemmaThemeProviderProps } from './DilemmaThemeProvider'
export { PageLoader } from './components/PageLoader'
export type { PageLoaderProps } from './components/PageLoader'
export { ErrorState } from './components/ErrorState'
export type { ErrorStateProps } from './components/ErrorState'
export { EmptyState } from './components/EmptyState'
export type { EmptyStateProps } from './components/EmptyState'
export { LanguageMenu } from './components/LanguageMenu'
export { PollCard, DESCRIPTION_LIMIT } from './poll-card/PollCard'
export type { PollCardProps } from './poll-card/PollCard'
export type { PollCardLabels, PollCardOption, PollOptionLetter } from './poll-card/pollCardTypes'
export { OPTION_TEXT_LIMIT } from './poll-card/PollOptionRow'
export { truncateText } from './poll-card/truncateText'
export { voteShares } from './poll-card/voteShares'
export type { LanguageMenuProps } from './components/LanguageMenu'
export { isLanguage, languageNames, supportedLanguages } from './languages'
export type { Language } from './languages'

export { ApiClientProvider, useApiClient } from './app-context/ApiClientContext'
export { LanguageProvider, useLanguage } from './app-context/LanguageContext'
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
export { errorMessageId } from './i18n/errorMessageId'
export { readApiError } from './i18n/readApiError'
export type { ApiErrorFacts } from './i18n/readApiError'
