import type { UserStats } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Stack } from '@dilemma/design-system'
import { FiguresTable } from '../../../lib/FiguresTable'
import { StatCards } from '../../../lib/StatCards'
import { roles } from '../utils/userFilters'

/** Member counts, counts per role (every role, 0 when the server lists none) and the top members. */
export function UserStatsSection({ stats }: { stats: UserStats }) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const count = (value: number) => intl.formatNumber(value)
  const totals = (['total', 'monthly', 'verified', 'unverified', 'active30Days'] as const).map((figure) => ({
    label: text(`admin.users.stats.${figure}`),
    value: count(stats[figure]),
  }))

  return (
    <Stack gap="lg">
      <StatCards title={text('admin.users.stats.title')} stats={totals} />
      <StatCards
        title={text('admin.users.stats.roles')}
        stats={roles.map((role) => ({
          label: text(`admin.users.role.${role}`),
          value: count(stats.roleStats.find((entry) => entry.role === role)?.count ?? 0),
        }))}
      />
      {stats.topUsers.length > 0 && (
        <FiguresTable
          title={text('admin.users.topUsers.title')}
          columns={[
            text('admin.users.topUsers.username'),
            text('admin.users.topUsers.posts'),
            text('admin.users.topUsers.votes'),
          ]}
          rows={stats.topUsers.map((user) => ({
            key: user.id,
            cells: [user.username, count(user.post_count), count(user.total_votes_given)],
          }))}
        />
      )}
    </Stack>
  )
}
