import { useIntl, useLanguage } from '@dilemma/app-runtime'
import { Container, Group, LanguageMenu, Paper, Stack, Title } from '@dilemma/design-system'
import type { ReactNode } from 'react'

/** The frame of the sign-in screens: the console's title, the language switcher and a card. */
export function AdminSignInPage({ children }: { children: ReactNode }) {
  const intl = useIntl()
  const { language, setLanguage } = useLanguage()
  return (
    <Container component="main" size="xs" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} size="h2" c="plum.8">
            {intl.formatMessage({ id: 'admin.header.title' })}
          </Title>
          <LanguageMenu
            value={language}
            onChange={setLanguage}
            label={intl.formatMessage({ id: 'admin.header.language' })}
          />
        </Group>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">{children}</Stack>
        </Paper>
      </Stack>
    </Container>
  )
}
