import { FormattedMessage, Link, useIntl } from '@dilemma/app-runtime'
import { Anchor, Box, Container, Group, Text } from '@dilemma/design-system'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

const links = [
  { to: CLIENT_PATHS.faq, messageId: 'shell.footer.faq' },
  { to: CLIENT_PATHS.privacy, messageId: 'shell.footer.privacy' },
  { to: CLIENT_PATHS.terms, messageId: 'shell.footer.terms' },
  { to: CLIENT_PATHS.impressum, messageId: 'shell.footer.imprint' },
] as const

export function Footer() {
  const intl = useIntl()
  return (
    <Box component="footer" py="lg" mt="xl" bg="rose.0">
      <Container>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="shell.footer.copyright" values={{ year: new Date().getFullYear() }} />
          </Text>
          <Box component="nav" aria-label={intl.formatMessage({ id: 'shell.footer.navigation' })}>
            <Group gap="md">
              {links.map(({ to, messageId }) => (
                <Anchor key={to} component={Link} to={to} size="sm" c="plum.8">
                  <FormattedMessage id={messageId} />
                </Anchor>
              ))}
            </Group>
          </Box>
        </Group>
      </Container>
    </Box>
  )
}
