import type { PublicProfile } from '@dilemma/api-client'
import { readApiError, useIntl, useParams } from '@dilemma/app-runtime'
import { Container, PageLoader, Stack } from '@dilemma/design-system'
import { EarnedBadges } from '@/entities/badge'
import { useShareMeta } from '@/entities/post'
import { isUserId, usePublicProfile } from '@/lib/api/usePublicProfile'
import { ProfileUnavailable } from './components/ProfileUnavailable'
import { PublicProfileHeader } from './components/PublicProfileHeader'
import { PublicVotedPosts } from './components/PublicVotedPosts'

/** Page title "<name> – Dilemma" while the profile is open (the previous one comes back afterwards). */
function useProfileTitle(user: PublicProfile | undefined) {
  const intl = useIntl()
  useShareMeta(
    user
      ? {
          title: `${user.username} – Dilemma`,
          description: intl.formatMessage({ id: 'member.publicProfile.metaDescription' }, { username: user.username }),
          image: null,
        }
      : null,
  )
}

function PublicProfileContent({ userId }: { userId: number }) {
  const intl = useIntl()
  const profile = usePublicProfile(userId)
  const user = profile.data?.user
  useProfileTitle(user)

  if (!isUserId(userId)) return <ProfileUnavailable reason="notFound" />
  if (user) {
    return (
      <Stack gap="xl">
        <PublicProfileHeader user={user} />
        <EarnedBadges user={user} />
        <PublicVotedPosts user={user} />
      </Stack>
    )
  }
  if (profile.isFetching) return <PageLoader label={intl.formatMessage({ id: 'member.publicProfile.loading' })} />
  if (readApiError(profile.error)?.status === 404) return <ProfileUnavailable reason="notFound" />
  return <ProfileUnavailable reason="error" onRetry={() => void profile.refetch()} />
}

/** /user/:userId — a member's public profile: header card, then the polls she voted on. Guests may read it. */
export function PublicProfilePage() {
  return (
    <Container size="md" py="xl">
      <PublicProfileContent userId={Number(useParams().userId)} />
    </Container>
  )
}
