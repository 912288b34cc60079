import { FormattedMessage } from '@dilemma/app-runtime'
import { Stack, Text, Title } from '@dilemma/design-system'

export function HeroSection() {
  return (
    <Stack gap="md">
      <Text tt="uppercase" fw={800} fz="sm" c="plum.7" lts={1}>
        <FormattedMessage id="member.landing.hero.eyebrow" />
      </Text>
      <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1} c="rose.8">
        <FormattedMessage id="member.landing.hero.title" />
      </Title>
      <Text fz={{ base: 'md', sm: 'lg' }} c="dark.6" maw={520}>
        <FormattedMessage id="member.landing.hero.subtitle" />
      </Text>
    </Stack>
  )
}
