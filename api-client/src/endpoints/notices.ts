import type { HttpClient } from '../core/http-client.js'
import type {
  AppealResponse,
  MemberNoticesResponse,
  NoticePreferencesResponse,
  PushKeyResponse,
  PushSubscriptionRequest,
} from '@dilemma/contract'
import type { SuccessResponse } from '@dilemma/contract'
import type { NoticeChannel, NoticeTopic } from '@dilemma/contract/notices'

/** The signed-in member's own in-app notices, and how they reach her outside the app. */
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
  /** Her switches per topic, for push and for e-mail. */
  preferences: () => http.get<NoticePreferencesResponse>('/users/notice-preferences'),
  /** Sets one switch; answers all of them. */
  setPreference: (change: { channel: NoticeChannel; topic: NoticeTopic; enabled: boolean }) =>
    http.put<NoticePreferencesResponse>('/users/notice-preferences', change),
  /** The public VAPID key a browser subscribes with. */
  pushKey: () => http.get<PushKeyResponse>('/push/key'),
  /** This browser takes her push notifications (at most 10 browsers: 422 PUSH_SUBSCRIPTION_LIMIT). */
  subscribePush: (subscription: PushSubscriptionRequest) =>
    http.post<SuccessResponse>('/push/subscriptions', subscription),
  /** This browser no longer does. */
  unsubscribePush: (endpoint: string) => http.delete<SuccessResponse>('/push/subscriptions', { endpoint }),
})
