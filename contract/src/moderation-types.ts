/** DTOs of the admin console's moderation calls (admin-spec §3, §7). Dates are ISO 8601 in UTC. */
import type { OptionLetter, PostStatus } from './poll-types.js'
import type { Language, Role } from './types.js'
import type { ModerationReason, SuspensionDays, WatchedWordAction, WatchedWordLanguage } from '../moderation.js'
import type { SocialCardFormat } from '../polls.js'

export type { ModerationReason, SuspensionDays, WatchedWordAction, WatchedWordLanguage }

/** What a restricting decision did (her poll removed or closed, a report upheld, a held poll rejected, her account suspended, her role lowered). */
export type ModerationDecisionKind =
  'post_removed' | 'post_passive' | 'report_upheld' | 'held_rejected' | 'suspension' | 'role_lowered'

/** The statement of reasons every restricting decision carries. */
export interface StatementOfReasons {
  reason: ModerationReason
  /** The moderator's words beside the reason, shown to her. */
  note?: string
}

export type AppealStatus = 'pending' | 'accepted' | 'rejected'

/** POST /users/decisions/:id/appeal: her objection, at most APPEAL_MAX_LENGTH characters. */
export interface AppealRequest {
  text: string
}

/** POST /admin/appeals/:id/accept|reject: the answer's reason, which she reads. */
export interface AppealAnswerRequest {
  answer: string
}

/** An appeal as the console's "Appeals" list shows it. */
export interface AdminAppeal {
  id: number
  status: AppealStatus
  text: string
  created_at: string
  /** Null once her account is gone. */
  member: { id: number; username: string } | null
  decision: {
    id: number
    kind: ModerationDecisionKind
    reason: ModerationReason
    note: string | null
    decided_at: string
    /** Null for a command run on the server, or once that admin's account is gone. */
    decided_by: { id: number; username: string } | null
    post_id: number | null
    post_title: string | null
    reversed_at: string | null
  }
  answer: string | null
  answered_by: { id: number; username: string } | null
  answered_at: string | null
}

export interface AdminAppealsQuery {
  status?: AppealStatus | 'all'
  page?: number
  limit?: number
}

export interface AdminAppealsPage {
  success: true
  appeals: AdminAppeal[]
  pagination: ConsolePagination
}

export interface AppealResponse {
  success: true
  message: string
  appealId: number
}

/** A pending report. `title` is null once its post is deleted (soft or permanent). */
export interface AdminReport {
  report_id: number
  reason: string
  /** Null when the reporter's account is gone, and for the system's report. */
  reporter_username: string | null
  /** The system's report of a watched word with action `flag`: what matched, and where. Null for a member's report. */
  watched_word: { word: string; field: string } | null
  /** Null when the post is gone. */
  owner_username: string | null
  /** Null when the stored report has no creation time. */
  report_created_at: string | null
  post_id: number | null
  title: string | null
  description: string | null
  /** Public URLs of the post's images, or null. */
  image_a: string | null
  image_b: string | null
  image_c: string | null
  image_d: string | null
}

export interface ReportsResponse {
  success: true
  reports: AdminReport[]
}

/** A reported poll as the review queue shows it. */
export interface ReportGroupPost {
  id: number
  title: string
  description: string | null
  status: string
  /** Null when the owner's account is gone. */
  owner: { id: number; username: string } | null
  /** The poll's options in letter order, each with its image's URL or null. */
  options: { letter: Uppercase<OptionLetter>; text: string; image_url: string | null }[]
}

/** One card of the review queue: every pending report of one post. */
export interface ReportGroup {
  /** Null for a report whose post was deleted permanently: such a report is a card of its own. */
  post_id: number | null
  /** Every pending report of the post; `reports` holds the newest 50 of them. */
  report_count: number
  /** Null when the stored reports have no creation time. */
  latest_report_at: string | null
  /** Null once the post is deleted (soft or permanent). */
  post: ReportGroupPost | null
  reports: AdminReport[]
}

export interface ReportGroupsResponse {
  success: true
  groups: ReportGroup[]
}

/** What a decision on a post's reports did. */
export interface ReportGroupDecision {
  success: true
  message: string
  postDeleted: boolean
  decidedReportIds: number[]
}

/** What a delete-post on one report did: `postDeleted` false when the post was deleted already. */
export interface ReportDecision {
  success: true
  message: string
  postDeleted: boolean
}

/** A poll a watched word with action `hold` keeps from everyone but its author and admins, awaiting review. */
export interface HeldPost {
  id: number
  title: string
  description: string
  /** The poll's options in letter order. */
  options: string[]
  tags: string[]
  /** Null when the author's account is gone. */
  author: { id: number; username: string } | null
  /** The entry that holds it, and the field it matched in (`title`, `description`, `option_a`…, `tags.0`…). */
  word: string
  field: string
  held_at: string
}

export interface HeldPostsResponse {
  success: true
  posts: HeldPost[]
}

/** POST /admin/held-posts/:id/reject: a rejection restricts her poll, so it carries a statement of reasons. */
export type HeldPostRejectRequest = StatementOfReasons

/** The console lists' page position (admin-spec §3). */
export interface ConsolePagination {
  currentPage: number
  totalPages: number
  total: number
}

export type SortOrder = 'asc' | 'desc'

export interface AdminUser {
  id: number
  username: string
  email: string
  /** The stored role, which an admin sets and filters by. */
  role: Role
  /** The role she acts with now: Pro during a running trial. */
  effective_role: Role
  /** When the running trial ends; null without one. */
  trial_ends_at: string | null
  is_email_verified: boolean
  avatar_url: string | null
  created_at: string
  current_login_streak: number
  total_posts_created: number
  total_votes_given: number
  last_login: string | null
  /** The suspension standing now, null when none; `until` null: until lifted. */
  suspension: { until: string | null } | null
}

/** PUT /admin/users/:id/suspension. `note`: the moderator’s words beside the reason, shown to the member with it. */
export interface SuspensionRequest {
  /** Null: until lifted. */
  days: SuspensionDays | null
  reason: ModerationReason
  note?: string
}

export interface SuspensionResponse {
  success: true
  message: string
  /** Null: until lifted. */
  suspendedUntil: string | null
}

/** 403 ACCOUNT_SUSPENDED's extra member: when her suspension ends, null until lifted. */
export interface AccountSuspendedError {
  code: 'ACCOUNT_SUSPENDED'
  suspendedUntil: string | null
}

export interface AdminUsersQuery {
  page?: number
  /** 10 by default. */
  limit?: number
  role?: Role
  verified?: boolean
  /** Matches username or e-mail. */
  search?: string
  sortBy?: 'created_at' | 'username' | 'role'
  sortOrder?: SortOrder
}

export interface AdminUsersPage {
  success: true
  users: AdminUser[]
  pagination: ConsolePagination
}

export interface UserStats {
  total: number
  /** Registered this calendar month (APP_TIMEZONE). */
  monthly: number
  verified: number
  unverified: number
  /** Logged in during the last 30 days. */
  active30Days: number
  roleStats: { role: Role; count: number }[]
  /** The five members with the most posts, then votes. */
  topUsers: { id: number; username: string; post_count: number; total_votes_given: number }[]
}

export interface UserStatsResponse {
  success: true
  data: UserStats
}

/** Stored post states: the ones a post's answers carry (`PostStatus`). */
export type StoredPostStatus = PostStatus

/** The console's status filter: `inactive` means passive or inactive. */
export type AdminPostStatusFilter = 'all' | 'active' | 'inactive' | 'deleted'

export interface AdminPost {
  id: number
  title: string
  description: string
  status: StoredPostStatus
  /** The author's username; null when the account is gone. */
  author: string | null
  created_at: string
  vote_count: number
  like_count: number
  post_type: 'with_images' | 'text_only'
}

export interface AdminPostsQuery {
  page?: number
  /** 10 by default. */
  limit?: number
  status?: AdminPostStatusFilter
  /** Matches title or description. */
  search?: string
  sortBy?: 'created_at' | 'vote_count' | 'like_count' | 'title'
  sortOrder?: SortOrder
}

export interface AdminPostsPage {
  success: true
  posts: AdminPost[]
  pagination: ConsolePagination
}

export interface PostStats {
  total: number
  active: number
  /** Created this calendar month (APP_TIMEZONE). */
  monthly: number
  withImages: number
  textOnly: number
  /** The five non-deleted posts with the most votes. */
  popularPosts: { id: number; title: string; vote_count: number; like_count: number }[]
}

export interface PostStatsResponse {
  success: true
  data: PostStats
}

/** What the console sets (`POST_STATUS_CHANGES` of `@dilemma/contract/polls`). */
export type { AdminPostStatusChange } from '../polls.js'

/** PUT /admin/posts/:id/status: closing or removing her poll carries a statement of reasons. */
export type PostStatusChangeRequest =
  | { status: 'active'; reason?: ModerationReason; note?: string }
  | ({ status: 'passive' | 'deleted' } & StatementOfReasons)

/** The social card's formats (`SOCIAL_CARD_FORMATS` of `@dilemma/contract/polls`). */
export type { SocialCardFormat } from '../polls.js'

/** `lang` is the footer's language (else the request's Accept-Language). */
export interface SocialCardQuery {
  format?: SocialCardFormat
  lang?: Language
}

export interface SocialCardQuestion {
  title: string
  description: string
  options: string[]
}

export interface Popup {
  id: number
  image_url: string
  description: string | null
  created_at: string
  is_active: boolean
}

export interface PopupsResponse {
  success: true
  popups: Popup[]
}

export interface PopupResponse {
  success: true
  popup: Popup
}

/** The site popup members see once (member-spec §2), or null when none is active. */
export interface ActivePopupResponse {
  success: true
  popup: Pick<Popup, 'id' | 'image_url' | 'description'> | null
}

export interface CreatePopupRequest {
  /** JPEG, PNG, GIF or WebP, at most 5 MB; checked by content. */
  image: Blob
  description?: string
}

/** A tag as the tags tab lists it. */
export interface CategoryTagsResponse {
  success: true
  tags: CategoryTag[]
}

export interface CategoryTag {
  id: number
  name: string
  category_id: number
}

/** `PUT /tags/:id`: the tag in its new category. */
export interface CategoryTagResponse {
  success: true
  tag: CategoryTag
}

/** A watched word or phrase; `*` at its end also matches longer forms. */
export interface WatchedWord {
  id: number
  word: string
  /** How its case is folded; every entry applies to every text. */
  language: WatchedWordLanguage
  action: WatchedWordAction
  created_at: string
}

export interface WatchedWordRequest {
  word: string
  language: WatchedWordLanguage
  action: WatchedWordAction
}

export interface WatchedWordsResponse {
  success: true
  words: WatchedWord[]
}

export interface WatchedWordResponse {
  success: true
  word: WatchedWord
}

/** POST /admin/watched-words/test: what the text would match, and the entry of each. */
export interface WatchedWordTestResult {
  success: true
  matches: { matched: string; entry: Omit<WatchedWord, 'created_at'> }[]
}

/** POST /admin/watched-words/import: how many entries were added, and skipped as on the list already. */
export interface WatchedWordsImportResult {
  success: true
  added: number
  skipped: number
}
