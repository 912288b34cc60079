import {
  Anchor,
  Box,
  Burger,
  Container,
  Drawer,
  Group,
  LanguageMenu,
  Link,
  Stack,
  useDisclosure,
  useIntl,
  useLanguage,
} from '@dilemma/design-system'
import { AccountMenu } from './AccountMenu'
import { NavLinks } from './NavLinks'

export function Header() {
  const intl = useIntl()
  const { language, setLanguage } = useLanguage()
  const [menuOpened, menu] = useDisclosure(false)
  const navigationLabel = intl.formatMessage({ id: 'shell.header.navigation' })

  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
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
          <Box component="nav" aria-label={navigationLabel} visibleFrom="md">
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
            <AccountMenu />
            <Burger
              hiddenFrom="md"
              opened={menuOpened}
              onClick={menu.toggle}
              aria-label={intl.formatMessage({ id: 'shell.header.openMenu' })}
            />
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        title={intl.formatMessage({ id: 'shell.header.menu' })}
        hiddenFrom="md"
        position="right"
        size="xs"
      >
        <Stack component="nav" aria-label={navigationLabel}>
          <NavLinks onNavigate={menu.close} />
        </Stack>
      </Drawer>
    </Box>
  )
}
