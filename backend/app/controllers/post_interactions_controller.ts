import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { likeValidator, reportValidator, saveValidator, voteValidator } from '#validators/post'
import CastVote from '#actions/posts/cast_vote'
import LikePost from '#actions/posts/like_post'
import SavePost from '#actions/posts/save_post'
import ReportPost from '#actions/posts/report_post'

/** Vote, like, save and report: a signed-in member acting on one post. */
export default class PostInteractionsController {
  async vote({ params, request, auth }: HttpContext) {
    const { option } = await request.validateUsing(voteValidator)
    return {
      success: true,
      ...(await CastVote.handle({ postId: Number(params.id), voter: auth.use('web').getUserOrFail(), option })),
    } satisfies Wire.VoteResponse
  }

  async like({ params, request, auth }: HttpContext) {
    const { liked } = await request.validateUsing(likeValidator)
    return {
      success: true,
      ...(await LikePost.handle({ postId: Number(params.id), user: auth.use('web').getUserOrFail(), wanted: liked })),
    } satisfies Wire.LikeResponse
  }

  async save({ params, request, auth }: HttpContext) {
    const { saved } = await request.validateUsing(saveValidator)
    return {
      success: true,
      ...(await SavePost.handle({ postId: Number(params.id), user: auth.use('web').getUserOrFail(), wanted: saved })),
    } satisfies Wire.SaveResponse
  }

  async report({ params, request, auth, response }: HttpContext) {
    const { reason } = await request.validateUsing(reportValidator)
    await ReportPost.handle({ postId: Number(params.id), reporter: auth.use('web').getUserOrFail(), reason })
    return response.created({ success: true, message: 'Report submitted' } satisfies Wire.SuccessResponse)
  }
}
