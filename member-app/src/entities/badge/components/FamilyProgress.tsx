import { useIntl } from '@dilemma/app-runtime'
import { Stack, Text } from '@dilemma/design-system'
import { Progress, useBadgeTexts } from '@dilemma/design-system/extras'
import type { BadgeFamily } from '../lib/badgeGroups'
import { progressPercent } from '../lib/badgeGroups'

/** Her way from the last tier she earned to the next one of a badge type. */
export function FamilyProgress({ family }: { family: BadgeFamily }) {
  const intl = useIntl()
  const texts = useBadgeTexts()
  const { progress } = family
  if (!progress) return null
  const value = progressPercent(progress)
  const next = family.badges.find((badge) => badge.threshold === progress.next_threshold)
  const nextName = next ? texts.name(next) : intl.formatNumber(progress.next_threshold ?? 0)
  return (
    <Stack gap={4}>
      <Progress.Root size="md" radius="xl">
        <Progress.Section
          value={value}
          color={progress.next_threshold === null ? 'teal' : 'rose'}
          aria-label={intl.formatMessage(
            { id: 'member.badges.progressLabel' },
            { family: texts.typeName(family.type), name: nextName },
          )}
        />
      </Progress.Root>
      <Text size="xs" c="dimmed">
        {progress.next_threshold === null
          ? intl.formatMessage({ id: 'member.badges.progressComplete' })
          : intl.formatMessage(
              { id: 'member.badges.progress' },
              {
                current: intl.formatNumber(progress.current),
                next: intl.formatNumber(progress.next_threshold),
                name: nextName,
              },
            )}
      </Text>
    </Stack>
  )
}
