/** DTOs of the audit log and of dry runs of moderator actions. Dates are ISO 8601 in UTC. */
import type { ConsolePagination } from './moderation-types.js'

export type AuditTargetType = 'report' | 'post' | 'user' | 'popup' | 'tag' | 'appeal' | 'word'

/** One moderator action: who (null once her account is gone), what, on what, when. */
export interface AuditEntry {
  id: number
  actor: { id: number; username: string } | null
  /** `post.status`, `post.purge`, `user.role`, `user.verification`, `user.suspend`, `user.unsuspend`, `popup.create|toggle|delete`, `tag.move`, `report.*`. */
  action: string
  target_type: AuditTargetType
  target_id: number
  /** What changed, e.g. `{ from: 'active', to: 'passive' }`. */
  details: Record<string, unknown>
  created_at: string
}

export interface AuditQuery {
  page?: number
  /** 10 by default, at most 100. */
  limit?: number
  action?: string
  actorId?: number
}

export interface AuditPage {
  success: true
  entries: AuditEntry[]
  pagination: ConsolePagination
}

/** `{ dryRun: true }`: the server runs every check of the action and changes nothing. */
export interface ModerationOptions {
  dryRun?: boolean
}

/** The answer to a dry run that passed every check; a refused one fails as the real call would. */
export interface DryRunResponse {
  success: true
  dryRun: true
  message: string
}

/** What a route that takes `?dryRun=true` answers: its dry run's answer, or `Result`. */
export type DryRun<Result> = Result | DryRunResponse

/** A call's answer: the dry run's when asked for one, else `Result`. */
export type DryRunOr<Options, Result> = Options extends { dryRun: true }
  ? DryRunResponse
  : Options extends { dryRun: boolean }
    ? DryRun<Result>
    : Result
