import { FormattedMessage, Link, useIntl, useLanguage, useSession } from '@dilemma/app-runtime'
import { Box, Button, Group, LanguageMenu } from '@dilemma/design-system'

/**
 * Below 992 px: feed, profile, add, language and logout at the bottom of the screen. Its items
 * wrap to a second row rather than shrink, so no label is ever cut (German at 320 px needs two).
 */
export function MobileBottomBar({ onAddPost }: { onAddPost: () => void }) {
  const intl = useIntl()
  const { language, setLanguage } = useLanguage()
  const { user, logout } = useSession()
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
      <Group justify="space-around" wrap="wrap" gap={4}>
        <Button component={Link} to="/feed" variant="subtle" size="compact-sm">
          <FormattedMessage id="member.feed.nav.feed" />
        </Button>
        <Button component={Link} to="/profile" variant="subtle" size="compact-sm">
          <FormattedMessage id="member.feed.nav.profile" />
        </Button>
        <Button size="compact-sm" onClick={onAddPost}>
          <FormattedMessage id="member.feed.nav.add" />
        </Button>
        <LanguageMenu
          value={language}
          onChange={setLanguage}
          label={intl.formatMessage({ id: 'member.feed.nav.language' })}
        />
        {user && (
          <Button variant="subtle" size="compact-sm" color="gray" onClick={() => void logout()}>
            <FormattedMessage id="member.feed.nav.logout" />
          </Button>
        )}
      </Group>
    </Box>
  )
}
