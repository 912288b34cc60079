import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { statementValidator } from '#validators/moderation'
import ApproveHeldPost from '#actions/moderation/approve_held_post'
import RejectHeldPost from '#actions/moderation/reject_held_post'
import { listHeldPosts } from '#queries/moderation/list_held_posts'
import { DRY_RUN_PASSED, moderatorOf } from '#controllers/moderator'

/** The console's "Held" list: polls a watched word holds for review (admins only, routes). */
export default class HeldPostsController {
  async index() {
    return { success: true, posts: await listHeldPosts() } satisfies Wire.HeldPostsResponse
  }

  async approve(ctx: HttpContext) {
    const post = await ApproveHeldPost.handle({ postId: Number(ctx.params.id), moderator: await moderatorOf(ctx) })
    if (!post) return DRY_RUN_PASSED
    return { success: true, message: 'Poll approved' } satisfies Wire.SuccessResponse
  }

  async reject(ctx: HttpContext) {
    const statement = await ctx.request.validateUsing(statementValidator)
    const post = await RejectHeldPost.handle({
      postId: Number(ctx.params.id),
      statement,
      moderator: await moderatorOf(ctx),
    })
    if (!post) return DRY_RUN_PASSED
    return { success: true, message: 'Poll rejected' } satisfies Wire.SuccessResponse
  }
}
