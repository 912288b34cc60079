/** DTOs of the badge and statistics calls (member-spec §3, §4, §7; admin-spec badge-tier table). Dates are ISO 8601 in UTC. */
import type { BadgeCategory, BadgeType } from '../badges.js'

// The unions of the run-time lists of `@dilemma/contract/badges`, defined there.
export type { BadgeCategory, BadgeType } from '../badges.js'

/** A badge as anyone may see it once earned. */
export interface EarnedBadge {
  id: number
  /** e.g. "LOGIN_STREAK_7"; also the translation key of its name and description. */
  name: string
  type: BadgeType
  category: BadgeCategory
  threshold: number
  /** 1-based within its type. */
  tier: number
  icon_url: string | null
  earned_at: string
}

/** One badge of the catalogue, with the signed-in member's state. */
export interface BadgeStatus extends Omit<EarnedBadge, 'earned_at'> {
  earned: boolean
  earned_at: string | null
  /** False while an earned badge has not been shown to her yet; always false for unearned badges. */
  seen: boolean
}

/** Her progress within one badge type. */
export interface BadgeFamilyProgress {
  type: BadgeType
  category: BadgeCategory
  /** Her counter. */
  current: number
  /** 0 before the first tier. */
  previous_threshold: number
  /** Null once every tier is earned. */
  next_threshold: number | null
  next_badge_id: number | null
}

export interface MyBadgesResponse {
  success: true
  badges: BadgeStatus[]
  families: BadgeFamilyProgress[]
}

export interface EarnedBadgesResponse {
  success: true
  /** Newest first. */
  badges: EarnedBadge[]
}

/** An earned badge she has not seen (cleared) yet. */
export interface NewBadge extends EarnedBadge {
  /** True once its toast was shown (`markToasted`): each badge is toasted once. */
  toasted: boolean
}

export interface NewBadgesResponse {
  success: true
  /** Newest first. */
  newBadges: NewBadge[]
}

/**
 * The contract's `UserStats` of GET /users/:id/stats. Named `MemberStats` because `UserStats` is
 * already the admin console's member totals (moderation-types.ts).
 */
export interface MemberStats {
  current_login_streak: number
  max_login_streak: number
  total_posts_created: number
  total_likes_received_on_posts: number
  total_votes_given: number
  total_likes_given: number
  total_posts_saved: number
  /** Her live polls now. */
  total_polls: number
  total_votes_received: number
  member_since_days: number
  most_popular_poll: { id: number; title: string; total_votes: number; like_count: number } | null
  /** Up to 5. */
  most_used_tags: Array<{ id: number; name: string; count: number }>
}

export interface MemberStatsResponse {
  success: true
  stats: MemberStats
}
