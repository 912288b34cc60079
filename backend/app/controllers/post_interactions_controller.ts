import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { likeValidator, reportValidator, saveValidator, voteValidator } from '#validators/post'
import { castVote } from '#actions/posts/cast_vote'
import { likePost } from '#actions/posts/like_post'
import { savePost } from '#actions/posts/save_post'
import { reportPost } from '#actions/posts/report_post'
import { runAfterResponse } from '#services/system/background_tasks'
import { flushVotesGiven } from '#services/badges/votes_given'

/** Vote, like, save and report: a signed-in member acting on one post. */
export default class PostInteractionsController {
  async vote({ params, request, response, auth }: HttpContext) {
    const { option } = await request.validateUsing(voteValidator)
    const result = await castVote(Number(params.id), auth.use('web').getUserOrFail(), option)
    // Her votes_given counter and the badge it earns follow the answer (votes_given.ts).
    runAfterResponse(response, 'votes given', flushVotesGiven)
    return { success: true, ...result } satisfies Wire.VoteResponse
  }

  async like({ params, request, auth }: HttpContext) {
    const { liked } = await request.validateUsing(likeValidator)
    return {
      success: true,
      ...(await likePost(Number(params.id), auth.use('web').getUserOrFail(), liked)),
    } satisfies Wire.LikeResponse
  }

  async save({ params, request, auth }: HttpContext) {
    const { saved } = await request.validateUsing(saveValidator)
    return {
      success: true,
      ...(await savePost(Number(params.id), auth.use('web').getUserOrFail(), saved)),
    } satisfies Wire.SaveResponse
  }

  async report({ params, request, auth, response }: HttpContext) {
    const { reason } = await request.validateUsing(reportValidator)
    await reportPost(Number(params.id), auth.use('web').getUserOrFail(), reason)
    return response.created({ success: true, message: 'Report submitted' } satisfies Wire.SuccessResponse)
  }
}
