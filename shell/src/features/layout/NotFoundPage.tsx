import { FormattedMessage, Link, ShowApp } from '@dilemma/app-runtime'
import { Button, Container, Stack, Text, Title } from '@dilemma/design-system'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

export function NotFoundPage() {
  return (
    <Container size="sm" py={64}>
      <ShowApp />
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="rose.7" aria-hidden>
          404
        </Text>
        <Title order={1}>
          <FormattedMessage id="shell.notFound.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="shell.notFound.message" />
        </Text>
        <Button component={Link} to={CLIENT_PATHS.landing}>
          <FormattedMessage id="shell.notFound.home" />
        </Button>
      </Stack>
    </Container>
  )
}
