import type { AdminUser, Role } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@dilemma/design-system'
import { Avatar } from '@dilemma/design-system/widgets'
import { FactList } from '../../../lib/FactList'
import { formatListDate } from '../../../lib/formatListDate'
import { UserRoleSelect } from './UserRoleSelect'

interface UserListItemProps {
  user: AdminUser
  roleBusy: boolean
  verificationBusy: boolean
  onRoleChange: (role: Role) => void
  onVerificationToggle: () => void
  suspensionBusy: boolean
  onSuspend: () => void
  onLiftSuspension: () => void
}

/** One member of the users list: who she is, her activity, and her role and verification controls. */
export function UserListItem({
  user,
  roleBusy,
  verificationBusy,
  onRoleChange,
  onVerificationToggle,
  suspensionBusy,
  onSuspend,
  onLiftSuspension,
}: UserListItemProps) {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values)
  const { username } = user
  const verification = user.is_email_verified ? 'unverify' : 'verify'

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={username}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Avatar src={user.avatar_url} alt={text('admin.users.row.avatar', { username })} radius="xl" color="plum">
            {username.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={6}>
            <Group gap="xs">
              <Title order={3} size="h5">
                {username}
              </Title>
              <Badge variant="light" color={user.role === 'admin' ? 'plum' : 'gray'}>
                {text(`admin.users.role.${user.role}`)}
              </Badge>
              <Badge variant="light" color={user.is_email_verified ? 'green' : 'orange'}>
                {text(user.is_email_verified ? 'admin.users.row.verified' : 'admin.users.row.unverified')}
              </Badge>
              {user.suspension && (
                <Badge variant="filled" color="red">
                  {user.suspension.until
                    ? text('admin.users.row.suspendedUntil', { date: formatListDate(user.suspension.until) })
                    : text('admin.users.row.suspendedUntilLifted')}
                </Badge>
              )}
            </Group>
            <Text size="sm">{text('admin.users.row.email', { email: user.email })}</Text>
            <FactList
              facts={[
                { term: text('admin.users.row.registered'), value: formatListDate(user.created_at) },
                {
                  term: text('admin.users.row.streak'),
                  value: text('admin.users.row.streakDays', { days: user.current_login_streak }),
                },
                { term: text('admin.users.row.posts'), value: intl.formatNumber(user.total_posts_created) },
                { term: text('admin.users.row.votes'), value: intl.formatNumber(user.total_votes_given) },
                {
                  term: text('admin.users.row.lastLogin'),
                  value: user.last_login ? formatListDate(user.last_login) : text('admin.users.row.neverLoggedIn'),
                },
              ]}
            />
          </Stack>
        </Group>
        <Stack gap="xs" align="flex-start">
          <UserRoleSelect user={user} busy={roleBusy} onChange={onRoleChange} />
          <Button
            variant="light"
            size="xs"
            color={user.is_email_verified ? 'orange' : 'green'}
            loading={verificationBusy}
            aria-label={text(`admin.users.row.${verification}For`, { username })}
            onClick={onVerificationToggle}
          >
            {text(`admin.users.row.${verification}`)}
          </Button>
          <Button
            variant="light"
            size="xs"
            color={user.suspension ? 'green' : 'red'}
            loading={suspensionBusy}
            aria-label={text(user.suspension ? 'admin.users.row.liftFor' : 'admin.users.row.suspendFor', { username })}
            onClick={user.suspension ? onLiftSuspension : onSuspend}
          >
            {text(user.suspension ? 'admin.users.row.lift' : 'admin.users.row.suspend')}
          </Button>
        </Stack>
      </Group>
    </Paper>
  )
}
