import type { HttpClient } from '../core/http-client.js'
import type { MemberNoticesResponse } from '@dilemma/contract'
import type { SuccessResponse } from '@dilemma/contract'

/** The signed-in member's own in-app notices. */
export const noticesEndpoints = (http: HttpClient) => ({
  /** Her unread notices, the newest first. */
  unread: () => http.get<MemberNoticesResponse>('/users/notices'),
  /** Marks her notice read; another member's answers 404 NOTICE_NOT_FOUND. */
  markRead: (noticeId: number) => http.post<SuccessResponse>(`/users/notices/${noticeId}/read`),
})
