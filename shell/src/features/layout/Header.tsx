import {
  Anchor,
  Box,
  Burger,
  Container,
  Group,
  LanguageMenu,
  Link,
  useDisclosure,
  useIntl,
  useLanguage,
  useSession,
} from '@dilemma/design-system'
import { shellLayers } from '../../lib/layers'
import { AccountLinks } from './AccountLinks'
import classes from './Header.module.css'
import { LogoutOptions } from './LogoutOptions'
import { MobileMenu } from './MobileMenu'
import { NavLinks } from './NavLinks'
import { useHiddenOnScroll } from './useHiddenOnScroll'

/**
 * The site header: logo, pages, language and account on wide screens; logo, language and one menu
 * below 992 px. It stays at the top, hides on scrolling down and returns on scrolling up.
 */
export function Header() {
  const intl = useIntl()
  const { language, setLanguage } = useLanguage()
  const { user } = useSession()
  const [menuOpened, menu] = useDisclosure(false)
  const hidden = useHiddenOnScroll()

  return (
    <Box component="header" py="sm" className={classes.header} mod={{ hidden }} style={{ zIndex: shellLayers.header }}>
      <Container>
        <Group justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to="/"
            aria-label={intl.formatMessage({ id: 'shell.header.home' })}
            fz={26}
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
              {user && <LogoutOptions />}
            </Group>
            <Burger
              hiddenFrom="md"
              opened={menuOpened}
              onClick={menu.toggle}
              aria-label={intl.formatMessage({ id: 'shell.header.openMenu' })}
            />
          </Group>
        </Group>
      </Container>
      <MobileMenu opened={menuOpened} onClose={menu.close} />
    </Box>
  )
}
