import { Container, Stack, Text, FormattedMessage, useIntl, useSession } from '@dilemma/design-system'
import { Tabs } from '@dilemma/design-system/widgets'
import { AccountTab } from '../features/account/components/AccountTab'
import { ProfileHeaderCard } from '../features/account/components/ProfileHeaderCard'

/** The member's own profile: header card and tabs (the post lists join as their issues land). */
export function ProfilePage() {
  const intl = useIntl()
  const { user } = useSession()
  if (!user) {
    return (
      <Container py="xl">
        <Text>
          <FormattedMessage id="member.profile.loginPrompt" />
        </Text>
      </Container>
    )
  }
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <ProfileHeaderCard user={user} />
        <Tabs defaultValue="account" keepMounted={false}>
          <Tabs.List aria-label={intl.formatMessage({ id: 'member.profile.tabs' })}>
            <Tabs.Tab value="account">
              <FormattedMessage id="member.profile.tab.account" />
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="account" pt="md">
            <AccountTab user={user} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  )
}
