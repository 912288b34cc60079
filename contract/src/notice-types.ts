/** What a member notice tells; the apps hold the translated text of each kind. */
export type MemberNoticeKind = 'post_removed_after_report' | 'poll_ended' | 'data_export_ready'

/** An in-app notice to the signed-in member, shown at her next visit. */
export interface MemberNotice {
  id: number
  kind: MemberNoticeKind
  /** The poll it is about; null once the poll is deleted for good. */
  post_id: number | null
  /** The poll it is about, by its title (the poll itself may be gone). */
  post_title: string | null
  created_at: string
}

export interface MemberNoticesResponse {
  success: true
  notices: MemberNotice[]
}
