import { FormattedMessage, useIntl, useSession } from '@dilemma/app-runtime'
import { Container, Stack, Text } from '@dilemma/design-system'
import { Tabs, useMediaQuery } from '@dilemma/design-system/extras'
import { BackToTopButton } from '@/components/BackToTopButton'
import { ProfileHeaderCard } from '@/components/ProfileHeaderCard'
import { AccountTab } from '@/features/account/components/AccountTab'
import { AddPostModal } from '@/features/posts/lazyAddPostModal'
import { useComposeParam } from '@/features/posts/hooks/useComposeParam'
import { ProfilePostList } from '@/features/profile/components/ProfilePostList'
import { useProfileTab } from '@/features/profile/hooks/useProfileTab'
import { profileTabs } from '@/features/profile/lib/profileTabs'

/** The member's own profile: header card, then her polls, saved and voted polls, and her account (`?tab=`). */
export function ProfilePage() {
  const intl = useIntl()
  const { user } = useSession()
  const [tab, selectTab] = useProfileTab()
  const compose = useComposeParam()
  // Below Mantine's md breakpoint (992 px) the profile offers the way back up sooner (member-spec §9).
  const mobile = useMediaQuery('(max-width: 61.99em)')
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
        <ProfileHeaderCard user={user} noBioText={<FormattedMessage id="member.profile.noBio" />} />
        <Tabs value={tab} onChange={selectTab} keepMounted={false}>
          <Tabs.List aria-label={intl.formatMessage({ id: 'member.profile.tabs' })}>
            {profileTabs.map((value) => (
              <Tabs.Tab key={value} value={value}>
                <FormattedMessage id={`member.profile.tab.${value}`} />
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="posts" pt="md">
            <ProfilePostList list="authored" userId={user.id} onCreateFirstPost={compose.open} />
          </Tabs.Panel>
          <Tabs.Panel value="saved" pt="md">
            <ProfilePostList list="saved" userId={user.id} />
          </Tabs.Panel>
          <Tabs.Panel value="voted" pt="md">
            <ProfilePostList list="voted" userId={user.id} />
          </Tabs.Panel>
          <Tabs.Panel value="account" pt="md">
            <AccountTab user={user} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <AddPostModal opened={compose.opened} onClose={compose.close} />
      <BackToTopButton afterPx={mobile ? 300 : 900} />
    </Container>
  )
}
