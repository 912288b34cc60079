import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { adminPostsQueryValidator, postStatusChangeValidator } from '#validators/moderation'
import { listConsolePosts } from '#queries/moderation/list_console_posts'
import { postStats } from '#queries/moderation/post_stats'
import ChangePostStatus from '#actions/moderation/change_post_status'
import DeletePostPermanently from '#actions/moderation/delete_post_permanently'
import { DRY_RUN_PASSED, moderatorOf } from '#controllers/moderator'

/** The posts tab (admin-spec §2); admins only (routes). Changes take `?dryRun=true`. */
export default class ConsolePostsController {
  async stats() {
    return { success: true, data: await postStats() } satisfies Wire.PostStatsResponse
  }

  async index({ request }: HttpContext) {
    const query = await adminPostsQueryValidator.validate(request.qs())
    return { success: true, ...(await listConsolePosts(query)) } satisfies Wire.AdminPostsPage
  }

  async updateStatus(ctx: HttpContext) {
    const { status, reason, note } = await ctx.request.validateUsing(postStatusChangeValidator)
    const statement = reason ? { reason, note } : undefined
    const changed = await ChangePostStatus.handle({
      postId: Number(ctx.params.id),
      status,
      moderator: await moderatorOf(ctx),
      statement,
    })
    return (
      changed ? { success: true, message: 'Status updated' } : DRY_RUN_PASSED
    ) satisfies Wire.DryRun<Wire.SuccessResponse>
  }

  async destroy(ctx: HttpContext) {
    const purged = await DeletePostPermanently.handle({
      postId: Number(ctx.params.id),
      moderator: await moderatorOf(ctx),
    })
    return (
      purged ? { success: true, message: 'Post deleted permanently' } : DRY_RUN_PASSED
    ) satisfies Wire.DryRun<Wire.SuccessResponse>
  }
}
