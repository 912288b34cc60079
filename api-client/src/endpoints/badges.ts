import type { HttpClient } from '../core/http-client.js'
import type { EarnedBadgesResponse, MemberStatsResponse, MyBadgesResponse, NewBadgesResponse } from '@dilemma/contract'

/** Badges and member statistics (member-spec §4, §7). */
export const badgesEndpoints = (http: HttpClient) => ({
  /** The whole catalogue with her earned/seen state and her progress per badge type. */
  mine: () => http.get<MyBadgesResponse>('/users/badges'),
  /** Earned badges she has not seen yet; polled every 30 s while signed in. */
  unseen: () => http.get<NewBadgesResponse>('/users/badges/new'),
  /** 404 `BADGE_NOT_FOUND` for an unknown badge or one she has not earned. */
  markSeen: (badgeId: number) => http.post<{ success: true }>(`/users/mark-badge-seen/${badgeId}`),
  /** Its toast was shown: it is not toasted again (404 `BADGE_NOT_FOUND` as for `markSeen`). */
  markToasted: (badgeId: number) => http.post<{ success: true }>(`/users/mark-badge-toasted/${badgeId}`),
  /** Anyone's earned badges, newest first, guests included; 404 `USER_NOT_FOUND` for unknown or deleted accounts. */
  ofUser: (userId: number) => http.get<EarnedBadgesResponse>(`/users/${userId}/badges`),
  /** Her own counters (admins: anyone's); 403 `FORBIDDEN` for another member's. */
  stats: (userId: number) => http.get<MemberStatsResponse>(`/users/${userId}/stats`),
})
