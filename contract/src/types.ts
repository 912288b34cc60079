/** DTOs shared by the server's answers and every client. Dates are ISO 8601 strings in UTC. */
import type { Language } from '../languages.js'
import type { Role } from '../roles.js'

// The unions of the run-time lists (`@dilemma/contract/roles`, `…/languages`), defined there.
export type { Role } from '../roles.js'
export type { Language } from '../languages.js'

export interface User {
  id: number
  username: string
  email: string
  role: Role
  bio: string | null
  avatar_url: string | null
  is_email_verified: boolean
  created_at: string
  username_last_changed_at: string | null
  last_login_at: string | null
  current_login_streak: number
  max_login_streak: number
  trial_ends_at: string | null
  language: Language | null
  /** False for accounts that only sign in with Google. */
  has_password: boolean
}

/** What anyone may see of a member (`GET /users/:id/public-profile`). */
export interface PublicProfile {
  id: number
  username: string
  avatar_url: string | null
  /** The effective role (a running trial shows as `prouser`). */
  role: Role
  /** Pro and Premium members are highlighted, like their poll cards. */
  is_featured: boolean
  bio: string | null
  created_at: string
}

export interface PublicProfileResponse {
  success: true
  user: PublicProfile
}

/** `GET /health`: 503 while draining or without a database, 200 otherwise (`degraded` without Redis). */
export interface HealthStatus {
  status: 'ok' | 'degraded' | 'draining'
  db: 'sqlite' | 'mysql'
  /** The release the server runs (the repository's version). */
  version: string
  /** Absent while draining. */
  database?: 'ok' | 'unreachable'
  /** Only when the server uses Redis (REDIS_HOST); absent while draining. */
  redis?: 'ok' | 'unreachable'
}

/** The plain acknowledgement of a state-changing call. */
export interface SuccessResponse {
  success: true
  message?: string
}

export interface LoginRequest {
  usernameOrEmail: string
  password: string
}

export interface LoginResponse {
  success: true
  user: User
  message: string
}

export interface CurrentUserResponse {
  user: User
}

export interface InitiateRegistrationRequest {
  email: string
  /** The language of the mail; the browser's otherwise. */
  language?: Language
}

export type GoogleAuthAction = 'register' | 'login'

export interface GoogleAuthUrlResponse {
  url: string
}

/** The invited address a registration link belongs to. */
export interface RegistrationLinkResponse {
  success: true
  email: string
}

export interface CompleteRegistrationRequest {
  token: string
  username: string
  password: string
  bio?: string
  avatar?: Blob
  language?: Language
}

/** Only the fields given are sent; `bio: ''` clears the bio. */
export interface UpdateProfileRequest {
  username?: string
  bio?: string
  avatar?: Blob
  language?: Language
}

export interface UserResponse {
  success: true
  user: User
  message: string
}

export interface ForgotPasswordRequest {
  email: string
  language?: Language
}

export interface ResetPasswordRequest {
  token: string
  newPassword: string
  confirmPassword: string
}

export interface ChangePasswordRequest {
  /** Required unless the account has no password yet (Google-only). */
  currentPassword?: string
  newPassword: string
}

/** The password; accounts without one (Google-only, `has_password: false`) type their username. */
export type DeleteAccountRequest = { password: string } | { username: string }

export type InvitationStatus = 'pending' | 'used' | 'expired'

export interface Invitation {
  id: number
  email: string
  status: InvitationStatus
  expires_at: string
  used_at: string | null
  created_at: string
  invited_by: string | null
}

export interface ListInvitationsQuery {
  status?: InvitationStatus
  search?: string
  page?: number
  limit?: number
}

export interface Pagination {
  page: number
  limit: number
  total: number
  totalPages: number
}

export interface InvitationList {
  success: true
  invitations: Invitation[]
  pagination: Pagination
}

export interface CreateInvitationsRequest {
  emails: string[]
  expiresInDays?: number
  language?: Language
}

export interface CreatedInvitation extends Invitation {
  /** `renewed`: the address had an invitation already. */
  outcome: 'invited' | 'renewed'
  mail_sent: boolean
}

/** `POST /admin/invitations?dryRun=true`: what inviting would do, nothing written or mailed. */
export interface InvitationsPreview {
  success: true
  dryRun: true
  invitations: { email: string; outcome: 'invited' | 'renewed' }[]
  already_registered: string[]
}

export interface CreateInvitationsResponse {
  success: true
  invitations: CreatedInvitation[]
  /** Addresses that already belong to an account (not invited). */
  already_registered: string[]
}
