import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { statementValidator } from '#validators/moderation'
import { approveHeldPost, rejectHeldPost } from '#actions/moderation/held_posts'
import { listHeldPosts } from '#queries/moderation/list_held_posts'
import { DRY_RUN_PASSED, moderatorOf } from '#controllers/moderator'

/** The console's "Held" list: polls a watched word holds for review (admins only, routes). */
export default class HeldPostsController {
  async index() {
    return { success: true, posts: await listHeldPosts() } satisfies Wire.HeldPostsResponse
  }

  async approve(ctx: HttpContext) {
    const post = await approveHeldPost(Number(ctx.params.id), await moderatorOf(ctx))
    if (!post) return DRY_RUN_PASSED
    return { success: true, message: 'Poll approved' } satisfies Wire.SuccessResponse
  }

  async reject(ctx: HttpContext) {
    const statement = await ctx.request.validateUsing(statementValidator)
    const post = await rejectHeldPost(Number(ctx.params.id), statement, await moderatorOf(ctx))
    if (!post) return DRY_RUN_PASSED
    return { success: true, message: 'Poll rejected' } satisfies Wire.SuccessResponse
  }
}
