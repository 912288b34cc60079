import { FormattedMessage, Link, useIntl, useLanguage, useSession } from '@dilemma/app-runtime'
import { Box, Button, Drawer, Group, LanguageMenu, Stack, useDisclosure } from '@dilemma/design-system'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

const MORE_ID = 'bottom-bar-more'

/**
 * Below 992 px: feed, profile, add, and "more" with the language and logout, at the bottom of the
 * screen. One row whose every label shows whole at 320 px in each language: language and logout
 * live behind "more", a sheet from the bottom (a modal dialog, so focus stays in it until it closes).
 */
export function MobileBottomBar({ onAddPost }: { onAddPost: () => void }) {
  const intl = useIntl()
  const [moreOpened, more] = useDisclosure(false)
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'member.feed.bottomBar' })}
      hiddenFrom="md"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      py={6}
      px="xs"
      bg="white"
      style={{ zIndex: 150, borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-around" wrap="nowrap" gap={4}>
        <Button component={Link} to={CLIENT_PATHS.feed} variant="subtle" size="compact-sm">
          <FormattedMessage id="member.feed.nav.feed" />
        </Button>
        <Button component={Link} to={CLIENT_PATHS.profile} variant="subtle" size="compact-sm">
          <FormattedMessage id="member.feed.nav.profile" />
        </Button>
        <Button size="compact-sm" onClick={onAddPost}>
          <FormattedMessage id="member.feed.nav.add" />
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          aria-haspopup="dialog"
          aria-expanded={moreOpened}
          aria-controls={moreOpened ? MORE_ID : undefined}
          onClick={more.open}
        >
          <FormattedMessage id="member.feed.nav.more" />
        </Button>
      </Group>
      <MoreSheet opened={moreOpened} onClose={more.close} />
    </Box>
  )
}

/** The bar's "more": the language switch and, for a member, logging out. */
function MoreSheet({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl()
  const { language, setLanguage } = useLanguage()
  const { user, logout } = useSession()
  return (
    <Drawer
      id={MORE_ID}
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={intl.formatMessage({ id: 'member.feed.nav.more' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'member.feed.menu.close' }) }}
      hiddenFrom="md"
    >
      <Stack gap="md" align="flex-start" pb="xs">
        <LanguageMenu
          value={language}
          onChange={setLanguage}
          label={intl.formatMessage({ id: 'member.feed.nav.language' })}
        />
        {user && (
          <Button
            variant="light"
            color="gray"
            onClick={() => {
              onClose()
              void logout()
            }}
          >
            <FormattedMessage id="member.feed.nav.logout" />
          </Button>
        )}
      </Stack>
    </Drawer>
  )
}
