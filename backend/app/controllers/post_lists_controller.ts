import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { listPageValidator } from '#validators/post'
import { postPolicyFor } from '#policies/post_policy'
import { listUserPosts, type UserPostList } from '#queries/posts/list_user_posts'
import { listUserVotes } from '#queries/posts/list_user_votes'
import { findViewer } from '#services/accounts/viewer'

/** The per-user lists. Saved, voted and liked lists are private to their owner (and admins). */
export default class PostListsController {
  async authored(ctx: HttpContext) {
    return this.publicList(ctx, 'authored')
  }

  /** Posts the user voted on; the cards show the reader's own choice, not the user's. */
  async publicVoted(ctx: HttpContext) {
    return this.publicList(ctx, 'publiclyVoted')
  }

  async saved(ctx: HttpContext) {
    return this.privateList(ctx, 'saved')
  }

  async voted(ctx: HttpContext) {
    return this.privateList(ctx, 'voted')
  }

  async votes({ params, auth }: HttpContext) {
    const ownerId = Number(params.userId)
    await postPolicyFor(auth.use('web').getUserOrFail()).authorize('viewPrivateList', ownerId)
    return { votes: await listUserVotes(ownerId) } satisfies Wire.UserVotesResponse
  }

  /** GET /users/:id/likes → { likedPosts, total } */
  async liked(ctx: HttpContext) {
    const { posts, total } = await this.privateList(ctx, 'liked')
    return { likedPosts: posts, total } satisfies Wire.LikedPostsPage
  }

  /** GET /users/:id/saved → { savedPosts, total } */
  async savedByUser(ctx: HttpContext) {
    const { posts, total } = await this.privateList(ctx, 'saved')
    return { savedPosts: posts, total } satisfies Wire.SavedPostsPage
  }

  private async publicList(ctx: HttpContext, list: UserPostList) {
    const page = await listPageValidator.validate(ctx.request.qs())
    return (await listUserPosts(list, Number(ctx.params.id), page, await findViewer(ctx))) satisfies Wire.PostPage
  }

  private async privateList(ctx: HttpContext, list: UserPostList) {
    const viewer = ctx.auth.use('web').getUserOrFail()
    const ownerId = Number(ctx.params.id)
    await postPolicyFor(viewer).authorize('viewPrivateList', ownerId)
    const page = await listPageValidator.validate(ctx.request.qs())
    return (await listUserPosts(list, ownerId, page, viewer)) satisfies Wire.PostPage
  }
}
