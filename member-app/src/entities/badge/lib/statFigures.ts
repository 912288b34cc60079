import type { MemberStats } from '@dilemma/api-client'

/** The counters the stats modal lists, in this order (member-spec §3 "User stats"). */
export const STAT_FIGURES = [
  'current_login_streak',
  'max_login_streak',
  'total_posts_created',
  'total_polls',
  'total_votes_received',
  'total_likes_received_on_posts',
  'total_votes_given',
  'total_likes_given',
  'total_posts_saved',
  'member_since_days',
] as const satisfies ReadonlyArray<keyof MemberStats>

export type StatFigure = (typeof STAT_FIGURES)[number]

/** Each counter with its value; a counter the server left out counts as 0. */
export function statFigures(stats: MemberStats): Array<{ figure: StatFigure; value: number }> {
  return STAT_FIGURES.map((figure) => ({ figure, value: Number(stats[figure] ?? 0) }))
}
