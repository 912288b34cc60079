import type * as Wire from '@dilemma/contract'
import { DateTime } from 'luxon'
import MemberNotice from '#models/member_notice'
import { ApiException } from '#exceptions/api_exception'
import { MemberNoticeSerializer } from '#serializers/member_notice_serializer'

/** A member sees at most this many unread notices at once, the newest first. */
export const UNREAD_NOTICES_LIMIT = 20

/** GET /users/notices: the member's own unread notices. */
function unreadNoticesOf(userId: number) {
  return MemberNotice.query()
    .where('user_id', userId)
    .whereNull('read_at')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(UNREAD_NOTICES_LIMIT)
    .preload('decision', (decision) => decision.preload('appeal'))
}

/** `GET /users/notices`' answer to the member: her unread notices, as she reads them. */
export async function unreadNoticesAnswer(userId: number): Promise<Wire.MemberNoticesResponse> {
  const notices = await unreadNoticesOf(userId)
  return { success: true, notices: notices.map((notice) => MemberNoticeSerializer.forOwner(notice)) }
}

/**
 * POST /users/notices/:id/read: marks her own notice read; reading it again changes nothing.
 * Another member's notice answers 404, as one that does not exist: its existence must not leak.
 */
export async function markNoticeRead(userId: number, noticeId: number): Promise<void> {
  const notice = await MemberNotice.query().where('id', noticeId).where('user_id', userId).first()
  if (!notice) throw new ApiException(404, 'NOTICE_NOT_FOUND', 'This notice does not exist.')
  if (notice.readAt) return
  notice.readAt = DateTime.utc()
  await notice.save()
}
