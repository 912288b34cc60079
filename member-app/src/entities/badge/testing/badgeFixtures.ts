import type { BadgeFamilyProgress, BadgeStatus, BadgeType, EarnedBadge, MemberStats } from '@dilemma/api-client'

const categoryOf: Record<BadgeType, BadgeStatus['category']> = {
  LOGIN_STREAK: 'Activity',
  POST_COUNT: 'Community',
  LIKES_RECEIVED: 'Helpfulness',
  VOTES_GIVEN: 'Participation',
  LIKES_GIVEN: 'Participation',
  POST_SAVE: 'Other',
}

/** One badge of the catalogue; earned when `earnedAt` is given. */
export function badgeStatus(
  type: BadgeType,
  tier: number,
  threshold: number,
  earnedAt: string | null = null,
): BadgeStatus {
  return {
    id: Object.keys(categoryOf).indexOf(type) * 100 + tier,
    name: `${type}_${threshold}`,
    type,
    category: categoryOf[type],
    threshold,
    tier,
    icon_url: null,
    earned: earnedAt !== null,
    earned_at: earnedAt,
    seen: false,
  }
}

export function family(type: BadgeType, current: number, previous: number, next: number | null): BadgeFamilyProgress {
  return {
    type,
    category: categoryOf[type],
    current,
    previous_threshold: previous,
    next_threshold: next,
    next_badge_id: null,
  }
}

/** A new member after her first vote: the first vote badge earned, the rest locked. */
export const newMemberBadges = {
  success: true as const,
  badges: [
    badgeStatus('VOTES_GIVEN', 2, 50),
    badgeStatus('VOTES_GIVEN', 1, 1, '2025-05-01T10:00:00.000Z'),
    badgeStatus('LOGIN_STREAK', 1, 1),
    badgeStatus('POST_SAVE', 1, 1),
  ],
  families: [family('VOTES_GIVEN', 1, 1, 50), family('LOGIN_STREAK', 0, 0, 1), family('POST_SAVE', 0, 0, 1)],
}

export function earnedBadge(type: BadgeType, tier: number, threshold: number): EarnedBadge {
  const { earned: _earned, seen: _seen, ...badge } = badgeStatus(type, tier, threshold, '2025-05-01T10:00:00.000Z')
  return { ...badge, earned_at: '2025-05-01T10:00:00.000Z' }
}

export const someStats: MemberStats = {
  current_login_streak: 3,
  max_login_streak: 12,
  total_posts_created: 4,
  total_likes_received_on_posts: 9,
  total_votes_given: 27,
  total_likes_given: 5,
  total_posts_saved: 2,
  total_polls: 3,
  total_votes_received: 41,
  member_since_days: 45,
  most_popular_poll: { id: 8, title: 'Stroller or carrier?', total_votes: 30, like_count: 7 },
  most_used_tags: [
    { id: 2, name: 'toddlers', count: 3 },
    { id: 5, name: 'sleep', count: 1 },
  ],
}
