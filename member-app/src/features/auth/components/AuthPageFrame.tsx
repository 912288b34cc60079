import { FormattedMessage } from '@dilemma/app-runtime'
import { Box, Container, Paper, Stack, Text, Title } from '@dilemma/design-system'
import type { ReactNode } from 'react'

interface AuthPageFrameProps {
  titleId: string
  introId?: string
  children: ReactNode
}

/** The special background of the login and registration pages, with one card in the middle. */
export function AuthPageFrame({ titleId, introId, children }: AuthPageFrameProps) {
  return (
    <Box py={{ base: 'xl', sm: 56 }}>
      <Box aria-hidden className="dilemma-auth-background" />
      <Container size={520}>
        <Paper shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder>
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} fz={{ base: 26, sm: 30 }} c="rose.8">
                <FormattedMessage id={titleId} />
              </Title>
              {introId && (
                <Text c="dimmed">
                  <FormattedMessage id={introId} />
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Container>
    </Box>
  )
}
