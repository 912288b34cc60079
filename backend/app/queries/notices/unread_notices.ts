import type * as Wire from '@dilemma/contract'
import MemberNotice from '#models/member_notice'
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
