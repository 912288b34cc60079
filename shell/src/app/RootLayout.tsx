import { Outlet, useMatches } from '@dilemma/app-runtime'
import { Box, Stack } from '@dilemma/design-system'
import { usesBareLayout } from '../lib/routeHandle'
import { BadgeNotifications } from '../features/badge-notifications/BadgeNotifications'
import { CookieBanner } from '../features/cookie-consent/CookieBanner'
import { useDocumentMeta } from '../features/i18n/useDocumentMeta'
import { AccountDeletedNotice } from '../features/notices/AccountDeletedNotice'
import { EmailExistsNotice } from '../features/notices/EmailExistsNotice'
import { StaleSessionNotice } from '../features/notices/StaleSessionNotice'
import { AppStatusNotices } from '../features/pwa/AppStatusNotices'
import { SitePopup } from '../features/site-popup/SitePopup'
import { Footer } from '../features/layout/Footer'
import { Header } from '../features/layout/Header'

export function RootLayout() {
  useDocumentMeta()
  const bare = usesBareLayout(useMatches())

  return (
    <Stack mih="100vh" gap={0}>
      {!bare && <Header />}
      <Box component="main" flex={1}>
        <AppStatusNotices />
        <EmailExistsNotice />
        <AccountDeletedNotice />
        <Outlet />
      </Box>
      {!bare && <Footer />}
      <CookieBanner />
      <StaleSessionNotice />
      <SitePopup />
      <BadgeNotifications />
    </Stack>
  )
}
