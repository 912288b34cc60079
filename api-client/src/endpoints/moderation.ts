import type { HttpClient } from '../core/http-client.js'
import { formOf } from '../core/multipart-form.js'
import type {
  ActivePopupResponse,
  AdminAppealsPage,
  AdminAppealsQuery,
  AppealResponse,
  AdminPostsPage,
  HeldPostsResponse,
  AdminPostsQuery,
  AdminUsersPage,
  AdminUsersQuery,
  CreatePopupRequest,
  PopupResponse,
  PopupsResponse,
  PostStatsResponse,
  ReportDecision,
  ReportGroupDecision,
  ReportGroupsResponse,
  ReportsResponse,
  UserStatsResponse,
  SocialCardQuery,
  SocialCardQuestion,
  PostStatusChangeRequest,
  StatementOfReasons,
  SuspensionRequest,
  SuspensionResponse,
  WatchedWordRequest,
  WatchedWordResponse,
  WatchedWordsImportResult,
  WatchedWordsResponse,
  WatchedWordTestResult,
} from '@dilemma/contract'
import type { Role, SuccessResponse } from '@dilemma/contract'
import type { DryRunOr, DryRunResponse, ModerationOptions } from '@dilemma/contract'

/** `?dryRun=true` only when asked, so a real call's address stays as it was. */
export const dryRunQuery = (options?: ModerationOptions) => ({ query: options?.dryRun ? { dryRun: true } : {} })

/** Reports of members about polls, for admins. */
export const reportsEndpoints = (http: HttpClient) => ({
  /** Pending reports, newest first. */
  list: () => http.get<ReportsResponse>('/reports'),
  /** Dismisses the report; also clears the report of an already deleted post. */
  reject: (reportId: number) => http.post<SuccessResponse>(`/reports/${reportId}/reject`),
  /** Soft-deletes the reported post (she is told why) and resolves every pending report of it; says whether it deleted it. */
  deletePost: (reportId: number, statement: StatementOfReasons) =>
    http.post<ReportDecision>(`/reports/${reportId}/delete-post`, statement),
  /** The review queue: one group per reported post, the most reported first. */
  grouped: () => http.get<ReportGroupsResponse>('/reports/grouped'),
  /** Rejects every pending report of the post (clears them once the post is deleted). */
  rejectGroup: <O extends ModerationOptions = object>(postId: number, options?: O) =>
    http.post<DryRunOr<O, ReportGroupDecision>>(`/reports/posts/${postId}/reject`, undefined, dryRunQuery(options)),
  /** Soft-deletes the post, resolves every pending report of it and tells its author why. */
  deletePostOfGroup: <O extends ModerationOptions = object>(
    postId: number,
    statement: StatementOfReasons,
    options?: O,
  ) =>
    http.post<DryRunOr<O, ReportGroupDecision>>(
      `/reports/posts/${postId}/delete-post`,
      statement,
      dryRunQuery(options),
    ),
  /** The dry run of `reject` and `deletePost`, read-only: 404 REPORT_NOT_FOUND for an unknown report. */
  check: (reportId: number) => http.get<DryRunResponse>(`/reports/${reportId}/check`),
})

/** The console's member and post management, for admins. */
export const adminEndpoints = (http: HttpClient) => ({
  userStats: () => http.get<UserStatsResponse>('/admin/users/stats'),
  users: (query: AdminUsersQuery = {}) => http.get<AdminUsersPage>('/admin/users', { query: { ...query } }),
  /**
   * An admin's role is locked (403 ADMIN_ROLE_LOCKED) unless `demoteAdmin` asks deliberately to
   * demote another admin (the CLI's `--demote-admin`); nobody demotes herself. Lowering a role
   * needs a `statement` (422 otherwise), which she is told.
   */
  setUserRole: <O extends ModerationOptions = object>(
    userId: number,
    role: Role,
    options?: O & { demoteAdmin?: boolean; statement?: StatementOfReasons },
  ) =>
    http.put<DryRunOr<O, SuccessResponse>>(
      `/admin/users/${userId}/role`,
      { role, ...(options?.demoteAdmin ? { demoteAdmin: true } : {}), ...options?.statement },
      dryRunQuery(options),
    ),
  setEmailVerified: <O extends ModerationOptions = object>(userId: number, isEmailVerified: boolean, options?: O) =>
    http.put<DryRunOr<O, SuccessResponse>>(`/admin/users/${userId}/status`, { isEmailVerified }, dryRunQuery(options)),
  /**
   * She reads but cannot write until the end (`days` null: until lifted); a second suspension
   * replaces the first. 403 SELF_SUSPENSION for oneself.
   */
  suspendUser: <O extends ModerationOptions = object>(userId: number, suspension: SuspensionRequest, options?: O) =>
    http.put<DryRunOr<O, SuspensionResponse>>(`/admin/users/${userId}/suspension`, suspension, dryRunQuery(options)),
  /** Lifts her suspension; 409 NOT_SUSPENDED when none stands. */
  unsuspendUser: <O extends ModerationOptions = object>(userId: number, options?: O) =>
    http.delete<DryRunOr<O, SuccessResponse>>(`/admin/users/${userId}/suspension`, undefined, dryRunQuery(options)),
  /** Appeals, pending ones (the oldest first) unless `status` says otherwise. */
  appeals: (query: AdminAppealsQuery = {}) => http.get<AdminAppealsPage>('/admin/appeals', { query: { ...query } }),
  /**
   * Decides a pending appeal with the answer she reads; accepting reverses the decision. 403
   * APPEAL_NEEDS_OTHER_ADMIN for the decision's own admin while another exists; 409 APPEAL_DECIDED.
   */
  decideAppeal: <O extends ModerationOptions = object>(
    appealId: number,
    outcome: 'accept' | 'reject',
    answer: string,
    options?: O,
  ) =>
    http.post<DryRunOr<O, AppealResponse>>(`/admin/appeals/${appealId}/${outcome}`, { answer }, dryRunQuery(options)),
  /** Polls a watched word holds for review, the longest waiting first. */
  heldPosts: () => http.get<HeldPostsResponse>('/admin/held-posts'),
  /** Publishes a held poll and tells her; 404 HELD_POST_NOT_FOUND once decided. */
  approveHeldPost: <O extends ModerationOptions = object>(postId: number, options?: O) =>
    http.post<DryRunOr<O, SuccessResponse>>(`/admin/held-posts/${postId}/approve`, undefined, dryRunQuery(options)),
  /** Rejects a held poll with the statement of reasons she is told (a decision she may appeal). */
  rejectHeldPost: <O extends ModerationOptions = object>(postId: number, statement: StatementOfReasons, options?: O) =>
    http.post<DryRunOr<O, SuccessResponse>>(`/admin/held-posts/${postId}/reject`, statement, dryRunQuery(options)),
  /** A member's data archive (ZIP), made now for a request by post or e-mail; audited. */
  memberArchive: (userId: number) => http.get<Blob>(`/admin/users/${userId}/export`, { binary: true }),
  postStats: () => http.get<PostStatsResponse>('/admin/posts/stats'),
  posts: (query: AdminPostsQuery = {}) => http.get<AdminPostsPage>('/admin/posts', { query: { ...query } }),
  /**
   * 409 INVALID_STATUS_CHANGE when the post's status does not allow it (admin-spec §4); closing or
   * removing it carries a statement of reasons, which its author is told.
   */
  setPostStatus: <O extends ModerationOptions = object>(postId: number, change: PostStatusChangeRequest, options?: O) =>
    http.put<DryRunOr<O, SuccessResponse>>(`/admin/posts/${postId}/status`, change, dryRunQuery(options)),
  /** Removes the post, its votes, likes, saves and images for good. */
  deletePostPermanently: <O extends ModerationOptions = object>(postId: number, options?: O) =>
    http.delete<DryRunOr<O, SuccessResponse>>(`/admin/posts/${postId}`, undefined, dryRunQuery(options)),
  /** The post's social card as a PNG (any status); 404 POST_NOT_FOUND when there is none. */
  postCard: (postId: number, query: SocialCardQuery = {}) =>
    http.get<Blob>(`/admin/posts/${postId}/card`, { query: { ...query }, binary: true }),
  /** The social card of a question not saved yet (the AI generator's preview) as a PNG. */
  questionCard: (question: SocialCardQuestion, query: SocialCardQuery = {}) =>
    http.post<Blob>('/admin/cards', question, { query: { ...query }, binary: true }),
})

/** The watched-words list, for admins. */
export const watchedWordsEndpoints = (http: HttpClient) => ({
  list: () => http.get<WatchedWordsResponse>('/admin/watched-words'),
  /** 409 WATCHED_WORD_EXISTS for the same word and language. */
  add: (entry: WatchedWordRequest) => http.post<WatchedWordResponse>('/admin/watched-words', entry),
  /** Every entry in one transaction; those on the list already are skipped. */
  import: (entries: WatchedWordRequest[]) =>
    http.post<WatchedWordsImportResult>('/admin/watched-words/import', { entries }),
  remove: (id: number) => http.delete<SuccessResponse>(`/admin/watched-words/${id}`),
  /** What a text would match, and which entry of each. */
  test: (text: string) => http.post<WatchedWordTestResult>('/admin/watched-words/test', { text }),
})

/** Site popups: managed by admins, the active one shown once to visitors. */
export const popupsEndpoints = (http: HttpClient) => ({
  /** Every popup, newest first; admins only. */
  list: () => http.get<PopupsResponse>('/popups'),
  /** The newest active popup, for anyone. */
  active: () => http.get<ActivePopupResponse>('/popups/active'),
  create: ({ image, description }: CreatePopupRequest) =>
    http.post<PopupResponse>('/popups', formOf({ image, description })),
  setActive: <O extends ModerationOptions = object>(popupId: number, isActive: boolean, options?: O) =>
    http.put<DryRunOr<O, PopupResponse>>(`/popups/${popupId}/toggle`, { is_active: isActive }, dryRunQuery(options)),
  delete: <O extends ModerationOptions = object>(popupId: number, options?: O) =>
    http.delete<DryRunOr<O, SuccessResponse>>(`/popups/${popupId}`, undefined, dryRunQuery(options)),
})
