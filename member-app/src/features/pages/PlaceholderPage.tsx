import { Container, FormattedMessage, Stack, Text, Title } from '@dilemma/design-system'

export type PlaceholderPageKey = 'faq' | 'terms' | 'privacy' | 'impressum'

/** A heading and one sentence: the real screens arrive with their own issues. */
export function PlaceholderPage({ page }: { page: PlaceholderPageKey }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="sm">
        <Title order={1}>
          <FormattedMessage id={`member.pages.${page}.title`} />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id={`member.pages.${page}.text`} />
        </Text>
      </Stack>
    </Container>
  )
}
