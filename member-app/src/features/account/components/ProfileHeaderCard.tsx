import type { Role, User } from '@dilemma/api-client'
import { Badge, FormattedMessage, Group, Paper, Stack, Text, Title } from '@dilemma/design-system'
import { Avatar } from '@dilemma/design-system/widgets'

const roleBadges: Partial<Record<Role, { label: string; color: string }>> = {
  prouser: { label: 'PRO', color: 'plum' },
  premiumuser: { label: 'PREMIUM', color: 'yellow' },
}

/** Avatar, name, PRO/PREMIUM badge and bio (or the no-bio text). */
export function ProfileHeaderCard({ user }: { user: User }) {
  const roleBadge = roleBadges[user.role]
  return (
    <Paper withBorder p="lg" radius="lg">
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <Avatar src={user.avatar_url} alt={user.username} size={88} radius="xl" color="rose" />
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={1} fz={26}>
              {user.username}
            </Title>
            {roleBadge && <Badge color={roleBadge.color}>{roleBadge.label}</Badge>}
          </Group>
          <Text c={user.bio ? undefined : 'dimmed'}>{user.bio ?? <FormattedMessage id="member.profile.noBio" />}</Text>
        </Stack>
      </Group>
    </Paper>
  )
}
