import { DateTime } from 'luxon'
import MemberNotice from '#models/member_notice'
import { ApiException } from '#exceptions/api_exception'

/**
 * POST /users/notices/:id/read: marks her own notice read; reading it again changes nothing.
 * Another member's notice answers 404, as one that does not exist: its existence must not leak.
 */
export default class MarkNoticeRead {
  static async handle({ userId, noticeId }: { userId: number; noticeId: number }): Promise<void> {
    const notice = await MemberNotice.query().where('id', noticeId).where('user_id', userId).first()
    if (!notice) throw new ApiException(404, 'NOTICE_NOT_FOUND', 'This notice does not exist.')
    if (notice.readAt) return
    notice.readAt = DateTime.utc()
    await notice.save()
  }
}
