import type { PublicProfile } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Box, Group, Loader, Stack, Text, Title } from '@dilemma/design-system'
import { BadgeIcon, useBadgeTexts } from '@dilemma/design-system/extras'
import { useId } from 'react'
import { FeatureTexts } from '@/components/FeatureTexts'
import { useUserBadges } from '../api/useUserBadges'
import { LoadFailure } from '@/components/LoadFailure'
import { badgeNameTexts } from './badgeNameTexts'

/** A member's earned badges on her public profile, newest first. */
export function EarnedBadges({ user }: { user: PublicProfile }) {
  const intl = useIntl()
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {intl.formatMessage({ id: 'member.badges.public.title' })}
        </Title>
        <FeatureTexts groups={badgeNameTexts}>
          <EarnedBadgeList user={user} />
        </FeatureTexts>
      </Stack>
    </Box>
  )
}

function EarnedBadgeList({ user }: { user: PublicProfile }) {
  const intl = useIntl()
  const texts = useBadgeTexts()
  const query = useUserBadges(user.id)
  if (query.isPending) {
    // A name needs a role: axe refuses aria-label on Mantine's plain <span> loader.
    return <Loader size="sm" role="status" aria-label={intl.formatMessage({ id: 'member.badges.loading' })} />
  }
  if (query.isError) {
    return (
      <LoadFailure
        message={intl.formatMessage({ id: 'member.badges.public.error' })}
        retryLabel={intl.formatMessage({ id: 'member.badges.retry' })}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (query.data.badges.length === 0) {
    return (
      <Text c="dimmed">{intl.formatMessage({ id: 'member.badges.public.empty' }, { username: user.username })}</Text>
    )
  }
  return (
    <Group component="ul" gap="md" className="dilemma-plain-list">
      {query.data.badges.map((badge) => (
        <Stack key={badge.id} component="li" align="center" gap={4} w={96} ta="center">
          <BadgeIcon type={badge.type} tier={badge.tier} size={48} />
          <Text size="xs" fw={700} lh={1.2} title={texts.description(badge)}>
            {texts.name(badge)}
          </Text>
        </Stack>
      ))}
    </Group>
  )
}
