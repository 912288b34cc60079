import type { HttpClient } from '../core/http-client.js'
import { formOf } from '../core/multipart-form.js'
import type {
  ActivePopupResponse,
  AdminPostStatusChange,
  AdminPostsPage,
  AdminPostsQuery,
  AdminUsersPage,
  AdminUsersQuery,
  CreatePopupRequest,
  PopupResponse,
  PopupsResponse,
  PostStatsResponse,
  ReportsResponse,
  UserStatsResponse,
} from '../moderation-types.js'
import type { Role, SuccessResponse } from '../types.js'

/** Reports of members about polls, for admins. */
export const reportsEndpoints = (http: HttpClient) => ({
  /** Pending reports, newest first. */
  list: () => http.get<ReportsResponse>('/reports'),
  /** Dismisses the report; also clears the report of an already deleted post. */
  reject: (reportId: number) => http.post<SuccessResponse>(`/reports/${reportId}/reject`),
  /** Soft-deletes the reported post and resolves every pending report of it. */
  deletePost: (reportId: number) => http.post<SuccessResponse>(`/reports/${reportId}/delete-post`),
})

/** The console's member and post management, for admins. */
export const adminEndpoints = (http: HttpClient) => ({
  userStats: () => http.get<UserStatsResponse>('/admin/users/stats'),
  users: (query: AdminUsersQuery = {}) => http.get<AdminUsersPage>('/admin/users', { query: { ...query } }),
  /** An admin's own role cannot be changed here (403 ADMIN_ROLE_LOCKED). */
  setUserRole: (userId: number, role: Role) => http.put<SuccessResponse>(`/admin/users/${userId}/role`, { role }),
  setEmailVerified: (userId: number, isEmailVerified: boolean) =>
    http.put<SuccessResponse>(`/admin/users/${userId}/status`, { isEmailVerified }),
  postStats: () => http.get<PostStatsResponse>('/admin/posts/stats'),
  posts: (query: AdminPostsQuery = {}) => http.get<AdminPostsPage>('/admin/posts', { query: { ...query } }),
  /** 409 INVALID_STATUS_CHANGE when the post's status does not allow it (admin-spec §4). */
  setPostStatus: (postId: number, status: AdminPostStatusChange) =>
    http.put<SuccessResponse>(`/admin/posts/${postId}/status`, { status }),
  /** Removes the post, its votes, likes, saves and images for good. */
  deletePostPermanently: (postId: number) => http.delete<SuccessResponse>(`/admin/posts/${postId}`),
})

/** Site popups: managed by admins, the active one shown once to visitors. */
export const popupsEndpoints = (http: HttpClient) => ({
  /** Every popup, newest first; admins only. */
  list: () => http.get<PopupsResponse>('/popups'),
  /** The newest active popup, for anyone. */
  active: () => http.get<ActivePopupResponse>('/popups/active'),
  create: ({ image, description }: CreatePopupRequest) =>
    http.post<PopupResponse>('/popups', formOf({ image, description })),
  setActive: (popupId: number, isActive: boolean) =>
    http.put<PopupResponse>(`/popups/${popupId}/toggle`, { is_active: isActive }),
  delete: (popupId: number) => http.delete<SuccessResponse>(`/popups/${popupId}`),
})
