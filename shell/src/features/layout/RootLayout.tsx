import { Outlet, useMatches } from '@dilemma/app-runtime'
import { Box } from '@dilemma/design-system'
import { usesBareLayout } from '../../lib/routeHandle'
import { BadgeNotifications } from '../badge-notifications/BadgeNotifications'
import { CookieBanner } from '../cookie-consent/CookieBanner'
import { useDocumentMeta } from '../i18n/useDocumentMeta'
import { AccountDeletedNotice } from '../notices/AccountDeletedNotice'
import { EmailExistsNotice } from '../notices/EmailExistsNotice'
import { StaleSessionNotice } from '../notices/StaleSessionNotice'
import { AppStatusNotices } from '../pwa/AppStatusNotices'
import { SitePopup } from '../site-popup/SitePopup'
import { Footer } from './Footer'
import { Header } from './Header'

export function RootLayout() {
  useDocumentMeta()
  const bare = usesBareLayout(useMatches())

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      {!bare && <Header />}
      <Box component="main" style={{ flex: 1 }}>
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
    </Box>
  )
}
