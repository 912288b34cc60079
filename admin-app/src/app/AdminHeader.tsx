import { FormattedMessage, useIntl, useLanguage, useSession } from '@dilemma/app-runtime'
import { Box, Button, Container, Group, LanguageMenu, Title } from '@dilemma/design-system'

/** Title, the EN/DE/TR switcher and logout (the session provider then leaves for /). */
export function AdminHeader() {
  const intl = useIntl()
  const { language, setLanguage } = useLanguage()
  const { logout } = useSession()

  return (
    <Box component="header">
      <Container size="xl" py="md">
        <Group justify="space-between">
          <Title order={1} size="h2" c="plum.8">
            <FormattedMessage id="admin.header.title" />
          </Title>
          <Group gap="xs">
            <LanguageMenu
              value={language}
              onChange={setLanguage}
              label={intl.formatMessage({ id: 'admin.header.language' })}
            />
            <Button variant="light" onClick={() => void logout()}>
              <FormattedMessage id="admin.header.logout" />
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}
