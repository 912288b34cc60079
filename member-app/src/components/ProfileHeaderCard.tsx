import type { Role, User } from '@dilemma/api-client'
import { Badge, Group, Paper, Stack, Text, Title } from '@dilemma/design-system'
import { Avatar } from '@dilemma/design-system/widgets'
import type { ReactNode } from 'react'

const roleBadges: Partial<Record<Role, { label: string; color: string }>> = {
  prouser: { label: 'PRO', color: 'plum' },
  premiumuser: { label: 'PREMIUM', color: 'yellow' },
}

export interface ProfileHeaderCardProps {
  /** The own account or anyone's public profile. */
  user: Pick<User, 'username' | 'avatar_url' | 'role' | 'bio'>
  /** Shown in place of an empty bio. */
  noBioText: ReactNode
  /** Further lines under the bio (the public profile's member-since date). */
  children?: ReactNode
}

/** Avatar, name as the page heading, PRO/PREMIUM badge by role, and the bio (or `noBioText`). */
export function ProfileHeaderCard({ user, noBioText, children }: ProfileHeaderCardProps) {
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
          <Text c={user.bio ? undefined : 'dimmed'}>{user.bio ?? noBioText}</Text>
          {children}
        </Stack>
      </Group>
    </Paper>
  )
}
