import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { adminAppealsQueryValidator, appealAnswerValidator, appealValidator } from '#validators/moderation'
import SubmitAppeal from '#actions/appeals/submit_appeal'
import DecideAppeal, { type AppealOutcome } from '#actions/appeals/decide_appeal'
import { listAppeals } from '#queries/appeals/list_appeals'
import { DRY_RUN_PASSED, moderatorOf } from '#controllers/moderator'

/** Appeals: a member's of a decision about her (routes: her own session), and the console's list and decisions (admins). */
export default class AppealsController {
  async store({ auth, params, request, response }: HttpContext) {
    const { text } = await request.validateUsing(appealValidator)
    const appeal = await SubmitAppeal.handle({
      userId: auth.use('web').getUserOrFail().id,
      decisionId: Number(params.id),
      text,
    })
    response.status(201)
    return { success: true, message: 'Appeal received', appealId: appeal.id } satisfies Wire.AppealResponse
  }

  async index({ request }: HttpContext) {
    const query = await adminAppealsQueryValidator.validate(request.qs())
    return { success: true, ...(await listAppeals(query)) } satisfies Wire.AdminAppealsPage
  }

  accept(ctx: HttpContext) {
    return this.decide(ctx, 'accepted')
  }

  reject(ctx: HttpContext) {
    return this.decide(ctx, 'rejected')
  }

  private async decide(ctx: HttpContext, outcome: AppealOutcome) {
    const { answer } = await ctx.request.validateUsing(appealAnswerValidator)
    const appeal = await DecideAppeal.handle({
      appealId: Number(ctx.params.id),
      outcome,
      answer,
      moderator: await moderatorOf(ctx),
    })
    if (!appeal) return DRY_RUN_PASSED
    return { success: true, message: `Appeal ${outcome}`, appealId: appeal.id } satisfies Wire.AppealResponse
  }
}
