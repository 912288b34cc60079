import type { BadgeStatus } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Box, PageLoader, Stack, Text, Title } from '@dilemma/design-system'
import { useBadgeTexts } from '@dilemma/design-system/extras'
import { EmptyState, SimpleGrid } from '@dilemma/design-system/widgets'
import { useEffect, useId, useState } from 'react'
import { useMyBadges } from '../api/useMyBadges'
import type { BadgeCategoryGroup, BadgeFamily } from '../lib/badgeGroups'
import { groupBadges } from '../lib/badgeGroups'
import { BadgeTile } from './BadgeTile'
import { EnlargedBadge } from './EnlargedBadge'
import { FamilyProgress } from './FamilyProgress'
import { LoadFailure } from '@/components/LoadFailure'

/** The badges modal's body: every badge by category, her progress per type, one badge enlarged on click. */
export function BadgesContent() {
  const intl = useIntl()
  const query = useMyBadges()
  const [enlarged, setEnlarged] = useState<BadgeStatus | null>(null)
  const [returnTo, setReturnTo] = useState<number | null>(null)
  const text = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `member.badges.${id}` }, values)

  // Back from the enlarged view, focus returns to the tile that opened it.
  useEffect(() => {
    if (enlarged || returnTo === null) return
    document.querySelector<HTMLElement>(`[data-badge-id="${returnTo}"]`)?.focus()
  }, [enlarged, returnTo])

  if (query.isPending) return <PageLoader label={text('loading')} />
  if (query.isError) {
    return <LoadFailure message={text('error')} retryLabel={text('retry')} onRetry={() => void query.refetch()} />
  }
  const { badges, families } = query.data
  if (badges.length === 0) return <EmptyState title={text('empty')} />
  if (enlarged) return <EnlargedBadge badge={enlarged} onBack={() => setEnlarged(null)} />

  const open = (badge: BadgeStatus) => {
    setReturnTo(badge.id)
    setEnlarged(badge)
  }
  return (
    <Stack gap="lg">
      <Text c="dimmed">
        {text('earnedCount', { earned: badges.filter((badge) => badge.earned).length, total: badges.length })}
      </Text>
      {groupBadges(badges, families).map((group) => (
        <CategorySection key={group.category} group={group} onOpen={open} />
      ))}
    </Stack>
  )
}

function CategorySection({ group, onOpen }: { group: BadgeCategoryGroup; onOpen: (badge: BadgeStatus) => void }) {
  const texts = useBadgeTexts()
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        {texts.categoryName(group.category)}
      </Title>
      <Stack gap="md">
        {group.families.map((family) => (
          <FamilyBlock key={family.type} family={family} onOpen={onOpen} />
        ))}
      </Stack>
    </Box>
  )
}

function FamilyBlock({ family, onOpen }: { family: BadgeFamily; onOpen: (badge: BadgeStatus) => void }) {
  const texts = useBadgeTexts()
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {texts.typeName(family.type)}
      </Title>
      <FamilyProgress family={family} />
      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
        {family.badges.map((badge) => (
          <BadgeTile key={badge.id} badge={badge} onOpen={onOpen} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
