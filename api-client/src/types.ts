/** DTOs shared by the server's answers and every client. Dates are ISO 8601 strings in UTC. */

export type Role = 'user' | 'prouser' | 'premiumuser' | 'admin'

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
}

export interface HealthStatus {
  status: 'ok'
  db: 'sqlite' | 'mysql'
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
}

export type GoogleAuthAction = 'register' | 'login'

export interface GoogleAuthUrlResponse {
  url: string
}
