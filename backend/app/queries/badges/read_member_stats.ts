import { DateTime } from 'luxon'
import type * as Wire from '@dilemma/contract'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { readMemberCounters } from '#services/badges/member_counters'

const MOST_USED_TAGS = 5

/**
 * GET /users/:id/stats: her badge counters and figures about her live polls (any but deleted ones,
 * member-spec §7).
 */
export async function readMemberStats(member: User, now = DateTime.utc()): Promise<Wire.MemberStats> {
  const [counters, totals, popular, tags] = await Promise.all([
    readMemberCounters(member.id),
    db
      .from('posts')
      .where('user_id', member.id)
      .whereNot('posts.status', 'deleted')
      .count('* as polls')
      .sum('total_votes as votes')
      .first(),
    db
      .from('posts')
      .where('user_id', member.id)
      .whereNot('posts.status', 'deleted')
      .orderBy([
        { column: 'total_votes', order: 'desc' },
        { column: 'like_count', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .select('id', 'title', 'total_votes', 'like_count')
      .first(),
    db
      .from('post_tags')
      .join('posts', 'posts.id', 'post_tags.post_id')
      .join('tags', 'tags.id', 'post_tags.tag_id')
      .where('posts.user_id', member.id)
      .whereNot('posts.status', 'deleted')
      .groupBy('tags.id', 'tags.name')
      .select('tags.id', 'tags.name')
      .count('* as uses')
      .orderBy([
        { column: 'uses', order: 'desc' },
        { column: 'tags.name', order: 'asc' },
      ])
      .limit(MOST_USED_TAGS),
  ])

  return {
    current_login_streak: counters.LOGIN_STREAK,
    max_login_streak: counters.maxLoginStreak,
    total_posts_created: counters.POST_COUNT,
    total_likes_received_on_posts: counters.LIKES_RECEIVED,
    total_votes_given: counters.VOTES_GIVEN,
    total_likes_given: counters.LIKES_GIVEN,
    total_posts_saved: counters.POST_SAVE,
    total_polls: Number(totals?.polls ?? 0),
    total_votes_received: Number(totals?.votes ?? 0),
    member_since_days: Math.max(0, Math.floor(now.diff(member.createdAt, 'days').days)),
    most_popular_poll: popular
      ? {
          id: Number(popular.id),
          title: popular.title as string,
          total_votes: Number(popular.total_votes),
          like_count: Number(popular.like_count),
        }
      : null,
    most_used_tags: tags.map((tag) => ({ id: Number(tag.id), name: tag.name as string, count: Number(tag.uses) })),
  }
}
