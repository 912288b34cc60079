import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import MarkNoticeRead from '#actions/notices/mark_notice_read'
import { unreadNoticesAnswer } from '#queries/notices/unread_notices'

/** A member's in-app notices (e.g. her poll was removed after a report); her own only (routes). */
export default class MemberNoticesController {
  async index({ auth }: HttpContext) {
    return (await unreadNoticesAnswer(auth.use('web').getUserOrFail().id)) satisfies Wire.MemberNoticesResponse
  }

  async read({ auth, params }: HttpContext) {
    await MarkNoticeRead.handle({ userId: auth.use('web').getUserOrFail().id, noticeId: Number(params.id) })
    return { success: true, message: 'Notice read' } satisfies Wire.SuccessResponse
  }
}
