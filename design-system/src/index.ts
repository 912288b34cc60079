// The apps' one door to Mantine: only what they use is re-exported, so the shared
// module-federation chunk stays small. Add a name here when an app needs it.
export {
  Alert,
  Anchor,
  AppShell,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Center,
  CloseButton,
  Container,
  Divider,
  Drawer,
  Group,
  Loader,
  Menu,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Transition,
  VisuallyHidden,
} from '@mantine/core'
export { useDisclosure, useDocumentVisibility, useMediaQuery } from '@mantine/hooks'

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
