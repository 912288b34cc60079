import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { listPendingReports } from '#queries/moderation/list_reports'
import { listReportGroups } from '#queries/moderation/list_report_groups'
import { deleteReportedPost, rejectReport } from '#actions/moderation/handle_report'
import { deleteReportedPostOfGroup, rejectReportsOfPost } from '#actions/moderation/decide_report_group'
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
    await rejectReport(Number(ctx.params.id), moderator)
    return (
      moderator.dryRun ? DRY_RUN_PASSED : { success: true, message: 'Report rejected' }
    ) satisfies Wire.DryRun<Wire.SuccessResponse>
  }

  async deletePost(ctx: HttpContext) {
    const statement = await ctx.request.validateUsing(statementValidator)
    const decision = await deleteReportedPost(Number(ctx.params.id), statement, await moderatorOf(ctx))
    return (
      decision ? { success: true, message: messageOf(decision), ...decision } : DRY_RUN_PASSED
    ) satisfies Wire.DryRun<Wire.ReportDecision>
  }

  async rejectGroup(ctx: HttpContext) {
    const moderator = await moderatorOf(ctx)
    const decision = await rejectReportsOfPost(Number(ctx.params.postId), moderator)
    return (
      decision ? { success: true, message: 'Reports rejected', ...decision } : DRY_RUN_PASSED
    ) satisfies Wire.DryRun<Wire.ReportGroupDecision>
  }

  async deletePostOfGroup(ctx: HttpContext) {
    const statement = await ctx.request.validateUsing(statementValidator)
    const decision = await deleteReportedPostOfGroup(Number(ctx.params.postId), statement, await moderatorOf(ctx))
    return (
      decision ? { success: true, message: messageOf(decision), ...decision } : DRY_RUN_PASSED
    ) satisfies Wire.DryRun<Wire.ReportGroupDecision>
  }
}

/** What a delete-post did: a post deleted already (or purged) only had its reports resolved. */
const messageOf = ({ postDeleted }: { postDeleted: boolean }) =>
  postDeleted ? 'Post deleted' : 'Reports resolved; the post was deleted already'
