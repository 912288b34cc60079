import type { PublicProfile } from '@dilemma/api-client'
import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Text } from '@dilemma/design-system'
import { ProfileHeaderCard } from '@/components/ProfileHeaderCard'

/** The own profile's header card, plus the date she joined in the reader's language. */
export function PublicProfileHeader({ user }: { user: PublicProfile }) {
  const intl = useIntl()
  return (
    <ProfileHeaderCard user={user} noBioText={<FormattedMessage id="member.publicProfile.noBio" />}>
      <Text size="sm" c="dimmed">
        <FormattedMessage
          id="member.publicProfile.memberSince"
          values={{ date: intl.formatDate(user.created_at, { dateStyle: 'long' }) }}
        />
      </Text>
    </ProfileHeaderCard>
  )
}
