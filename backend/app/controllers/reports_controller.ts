import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { listPendingReports } from '#queries/moderation/list_reports'
import { listReportGroups } from '#queries/moderation/list_report_groups'
import RejectReport from '#actions/moderation/reject_report'
import DeleteReportedPost from '#actions/moderation/delete_reported_post'
import RejectReportsOfPost from '#actions/moderation/reject_reports_of_post'
import DeleteReportedPostOfGroup from '#actions/moderation/delete_reported_post_of_group'
import { DRY_RUN_PASSED, moderatorOf } from '#controllers/moderator'
import { statementValidator } from '#validators/moderation'

/** The reports tab (admin-spec §2) and its review queue; admins only (routes). */
export default class ReportsController {
  async index() {
    return { success: true, reports: await listPendingReports() } satisfies Wire.ReportsResponse
  }

  /** One card per reported post (docs/adr/0043-moderation-api.md). */
  async grouped() {
    return { success: true, groups: await listReportGroups() } satisfies Wire.ReportGroupsResponse
  }

  async reject(ctx: HttpContext) {
    const moderator = await moderatorOf(ctx)
    await RejectReport.handle({ reportId: Number(ctx.params.id), moderator })
    return (
      moderator.dryRun ? DRY_RUN_PASSED : { success: true, message: 'Report rejected' }
    ) satisfies Wire.DryRun<Wire.SuccessResponse>
  }

  async deletePost(ctx: HttpContext) {
    const statement = await ctx.request.validateUsing(statementValidator)
    const decision = await DeleteReportedPost.handle({
      reportId: Number(ctx.params.id),
      statement,
      moderator: await moderatorOf(ctx),
    })
    return (
      decision ? { success: true, message: messageOf(decision), ...decision } : DRY_RUN_PASSED
    ) satisfies Wire.DryRun<Wire.ReportDecision>
  }

  async rejectGroup(ctx: HttpContext) {
    const moderator = await moderatorOf(ctx)
    const decision = await RejectReportsOfPost.handle({ postId: Number(ctx.params.postId), moderator })
    return (
      decision ? { success: true, message: 'Reports rejected', ...decision } : DRY_RUN_PASSED
    ) satisfies Wire.DryRun<Wire.ReportGroupDecision>
  }

  async deletePostOfGroup(ctx: HttpContext) {
    const statement = await ctx.request.validateUsing(statementValidator)
    const decision = await DeleteReportedPostOfGroup.handle({
      postId: Number(ctx.params.postId),
      statement,
      moderator: await moderatorOf(ctx),
    })
    return (
      decision ? { success: true, message: messageOf(decision), ...decision } : DRY_RUN_PASSED
    ) satisfies Wire.DryRun<Wire.ReportGroupDecision>
  }
}

/** What a delete-post did: a post deleted already (or purged) only had its reports resolved. */
const messageOf = ({ postDeleted }: { postDeleted: boolean }) =>
  postDeleted ? 'Post deleted' : 'Reports resolved; the post was deleted already'
