import type MemberNotice from '#models/member_notice'
import type * as Wire from '@dilemma/contract'

export const MemberNoticeSerializer = {
  /** The member's own notice; her app turns `kind` into a translated text. */
  forOwner(notice: MemberNotice): Wire.MemberNotice {
    return {
      id: notice.id,
      kind: notice.kind,
      post_id: notice.postId,
      post_title: notice.postTitle,
      created_at: notice.createdAt.toUTC().toISO()!,
    }
  },
}
