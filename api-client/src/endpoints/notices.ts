import type { HttpClient } from '../core/http-client.js'
import type { AppealResponse, MemberNoticesResponse } from '@dilemma/contract'
import type { SuccessResponse } from '@dilemma/contract'

/** The signed-in member's own in-app notices. */
export const noticesEndpoints = (http: HttpClient) => ({
  /** Her unread notices, the newest first. */
  unread: () => http.get<MemberNoticesResponse>('/users/notices'),
  /** Marks her notice read; another member's answers 404 NOTICE_NOT_FOUND. */
  markRead: (noticeId: number) => http.post<SuccessResponse>(`/users/notices/${noticeId}/read`),
  /**
   * Her one appeal of the decision a notice names, within 14 days: 409 ALREADY_APPEALED,
   * APPEAL_WINDOW_CLOSED or DECISION_REVERSED; another member's decision answers 404.
   */
  appeal: (decisionId: number, text: string) =>
    http.post<AppealResponse>(`/users/decisions/${decisionId}/appeal`, { text }),
})
