// The apps' one door to Mantine: only what they use is re-exported, so the shared module-federation
// chunk stays small. React Router, react-intl, TanStack Query and the app's contexts are in
// `@dilemma/app-runtime`, which this package may use but never the other way round (lint).
// This entry loads on every first page, so it carries only what the shell and the landing page need; everything else goes to
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
export { Drawer, lazyDialog, Modal, preloadOverlays } from './overlays/LazyOverlays'
export { useOpenedOnce } from './overlays/useOpenedOnce'
export { Alert } from './components/LazyAlert'

export { dilemmaTheme } from './theme'
export { DilemmaThemeProvider } from './DilemmaThemeProvider'
export type { DilemmaThemeProviderProps } from './DilemmaThemeProvider'
export { PageLoader } from './components/PageLoader'
export type { PageLoaderProps } from './components/PageLoader'
export { ErrorState } from './components/ErrorState'
export type { ErrorStateProps } from './components/ErrorState'
export { LanguageMenu } from './components/LanguageMenu'
export type { LanguageMenuProps } from './components/LanguageMenu'
export { NoTextsNotice } from './components/NoTextsNotice'
