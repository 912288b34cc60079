import type { ReportGroup } from '@dilemma/api-client'

export type ReportGroupAction = 'deletePost' | 'reject' | 'clear'

/** The decisions a card offers (admin-spec §2): delete or reject for a live post, else clear. */
export function groupActions(group: ReportGroup): ReportGroupAction[] {
  return group.post === null ? ['clear'] : ['deletePost', 'reject']
}

/** A stable key of the card: its post, or its only report once the post is purged. */
export function groupKey(group: ReportGroup): string {
  return group.post_id === null ? `report-${group.reports[0]?.report_id}` : `post-${group.post_id}`
}

/** How many older reports the card does not list (the server sends the newest 50). */
export function unlistedReportCount(group: ReportGroup): number {
  return Math.max(0, group.report_count - group.reports.length)
}

/** The pending reports of every card: the tab's count is of reports, not of reported posts. */
export const reportCountOf = (groups: readonly ReportGroup[]) =>
  groups.reduce((sum, group) => sum + group.report_count, 0)
