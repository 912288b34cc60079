import type { PostStats, UserStats } from '@dilemma/api-client'
import type { Command } from 'commander'
import { actionWith, type CommandContext } from '../context.js'
import { withExamples } from '../help.js'
import type { Io } from '../io.js'
import { formatRecord, formatTable } from '../output.js'

function describeUserStats(stats: UserStats): string {
  const totals = formatRecord([
    ['members', stats.total],
    ['this month', stats.monthly],
    ['verified', stats.verified],
    ['unverified', stats.unverified],
    ['active (30 days)', stats.active30Days],
    ['by role', stats.roleStats.map(({ role, count }) => `${role} ${count}`).join(', ')],
  ])
  if (stats.topUsers.length === 0) return totals
  const top = formatTable(stats.topUsers, [
    { header: 'ID', value: (user) => user.id },
    { header: 'USERNAME', value: (user) => user.username },
    { header: 'POSTS', value: (user) => user.post_count },
    { header: 'VOTES GIVEN', value: (user) => user.total_votes_given },
  ])
  return `${totals}\n\nTop members:\n${top}`
}

function describePostStats(stats: PostStats): string {
  const totals = formatRecord([
    ['polls', stats.total],
    ['active', stats.active],
    ['this month', stats.monthly],
    ['with images', stats.withImages],
    ['text only', stats.textOnly],
  ])
  if (stats.popularPosts.length === 0) return totals
  const popular = formatTable(stats.popularPosts, [
    { header: 'ID', value: (post) => post.id },
    { header: 'TITLE', value: (post) => post.title },
    { header: 'VOTES', value: (post) => post.vote_count },
    { header: 'LIKES', value: (post) => post.like_count },
  ])
  return `${totals}\n\nPopular polls:\n${popular}`
}

async function userStats({ api, output }: CommandContext): Promise<void> {
  const { data } = await api.admin.userStats()
  output.result(data, () => describeUserStats(data))
}

async function postStats({ api, output }: CommandContext): Promise<void> {
  const { data } = await api.admin.postStats()
  output.result(data, () => describePostStats(data))
}

/** `users stats`: the statistics cards of the console's users tab. */
export function registerUserStatsCommand(users: Command, io: Io): void {
  withExamples(
    users
      .command('stats')
      .description('member statistics, as the console shows them')
      .action(actionWith(io, userStats)),
    ['dilemma-admin users stats', 'dilemma-admin users stats --json'],
  )
}

/** `posts stats`: the statistics cards of the console's posts tab. */
export function registerPostStatsCommand(posts: Command, io: Io): void {
  withExamples(
    posts.command('stats').description('poll statistics, as the console shows them').action(actionWith(io, postStats)),
    ['dilemma-admin posts stats', 'dilemma-admin posts stats --json'],
  )
}
