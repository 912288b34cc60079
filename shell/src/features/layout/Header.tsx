import { FormattedMessage, Link, useIntl, useLanguage, useSession } from '@dilemma/app-runtime'
import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Group,
  LanguageMenu,
  useDisclosure,
  useOpenedOnce,
} from '@dilemma/design-system'
import { lazy, Suspense } from 'react'
import { NOTIFICATIONS_HEADER_SLOT_ID } from '../../lib/headerSlot'
import { shellLayers } from '../../lib/layers'
import { AccountLinks } from './AccountLinks'
import classes from './Header.module.css'
import { NavLinks } from './NavLinks'
import { useHiddenOnScroll } from './useHiddenOnScroll'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

// Off the first page (budget): the menu and the logout options load when first opened.
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })))
const LogoutModal = lazy(() => import('./LogoutModal').then((module) => ({ default: module.LogoutModal })))

/**
 * The site header: logo, pages, language and account on wide screens; logo, language and one menu
 * below 992 px. It stays at the top, hides on scrolling down and returns on scrolling up.
 */
export function Header() {
  const intl = useIntl()
  const { language, setLanguage } = useLanguage()
  const { user } = useSession()
  const [menuOpened, menu] = useDisclosure(false)
  const menuLoaded = useOpenedOnce(menuOpened)
  const [logoutOpened, logout] = useDisclosure(false)
  const logoutLoaded = useOpenedOnce(logoutOpened)
  const hidden = useHiddenOnScroll()

  return (
    <Box component="header" py="sm" className={classes.header} mod={{ hidden }} style={{ zIndex: shellLayers.header }}>
      <Container>
        <Group justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to={CLIENT_PATHS.landing}
            aria-label={intl.formatMessage({ id: 'shell.header.home' })}
            className={classes.logo}
            fw={900}
            underline="never"
          >
            Dilemma
          </Anchor>
          <Box component="nav" aria-label={intl.formatMessage({ id: 'shell.header.navigation' })} visibleFrom="md">
            <Group gap="lg">
              <NavLinks />
            </Group>
          </Box>
          <Group gap="xs" wrap="nowrap">
            <LanguageMenu
              value={language}
              onChange={setLanguage}
              label={intl.formatMessage({ id: 'shell.header.language' })}
            />
            <Group gap="xs" wrap="nowrap" visibleFrom="md">
              <AccountLinks />
              {user && (
                <Button variant="light" onClick={logout.open}>
                  <FormattedMessage id="shell.header.logout" />
                </Button>
              )}
            </Group>
            <div id={NOTIFICATIONS_HEADER_SLOT_ID} className={classes.notificationsSlot} />
            <Burger
              hiddenFrom="md"
              opened={menuOpened}
              onClick={menu.toggle}
              aria-label={intl.formatMessage({ id: 'shell.header.openMenu' })}
            />
          </Group>
        </Group>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
      {logoutLoaded && (
        <Suspense fallback={null}>
          <LogoutModal opened={logoutOpened} onClose={logout.close} />
        </Suspense>
      )}
    </Box>
  )
}
