import { FormattedMessage } from '@dilemma/app-runtime'
import { Container, Stack, Text, Title } from '@dilemma/design-system'
import type { ReactNode } from 'react'

export type ContentPageKey = 'faq' | 'terms' | 'privacy' | 'impressum'

/** The frame of a content page: its heading, an introduction and the text, readable from 390 px. */
export function ContentPage({ page, children }: { page: ContentPageKey; children: ReactNode }) {
  return (
    <Container size="md" py="xl" px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} className="dilemma-break-anywhere">
            <FormattedMessage id={`member.pages.${page}.title`} />
          </Title>
          <Text c="dimmed">
            <FormattedMessage id={`member.pages.${page}.text`} />
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  )
}
