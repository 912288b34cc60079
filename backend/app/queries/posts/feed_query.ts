/*
 * The feed's filters and sorts, applied to a Post query. Expiry is derived in SQL as in
 * poll_rules.ts: an active poll past its deadline is not active.
 */
import { DateTime } from 'luxon'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Post from '#models/post'
import type { FeedSort } from '@dilemma/contract/polls'
import { PUBLIC_POST_STATUSES } from '#policies/post_policy'
import { whereMatchesSearch, type SearchPlan } from '#queries/posts/post_search'
import { toSqlDateTime } from '#services/sql/sql_datetime'

type PostQuery = ModelQueryBuilderContract<typeof Post>

export interface FeedFilters {
  tagId?: number
  categoryId?: number
  /** The search box's text; planned (searchPlanOfText) only when a page is read from the database. */
  search?: string
  activeOnly: boolean
  /** Only with a viewer; votedOnly and unvotedOnly exclude each other. */
  votedBy?: number
  notVotedBy?: number
  type?: 'time' | 'vote'
  media?: 'images' | 'text'
}

/** The filters as the SQL applies them: the search as its plan. */
export type PlannedFeedFilters = Omit<FeedFilters, 'search'> & { search?: SearchPlan }

export function applyFeedFilters(query: PostQuery, filters: PlannedFeedFilters, now = DateTime.utc()): PostQuery {
  const nowSql = toSqlDateTime(now)
  if (filters.activeOnly) {
    query
      .where('posts.status', 'active')
      .where((q) => q.whereNull('posts.time_limit').orWhere('posts.time_limit', '>', nowSql))
  } else {
    query.whereIn('posts.status', [...PUBLIC_POST_STATUSES])
  }
  if (filters.tagId !== undefined) {
    query.whereExists((q) =>
      q.from('post_tags').whereColumn('post_tags.post_id', 'posts.id').where('post_tags.tag_id', filters.tagId!),
    )
  }
  if (filters.categoryId !== undefined) {
    query.whereExists((q) =>
      q
        .from('post_tags')
        .join('tags', 'tags.id', 'post_tags.tag_id')
        .whereColumn('post_tags.post_id', 'posts.id')
        .where('tags.category_id', filters.categoryId!),
    )
  }
  if (filters.votedBy !== undefined) query.whereExists(votesOf(filters.votedBy))
  if (filters.notVotedBy !== undefined) query.whereNotExists(votesOf(filters.notVotedBy))
  if (filters.type === 'time') query.whereNotNull('posts.time_limit')
  if (filters.type === 'vote') query.whereNotNull('posts.vote_limit')
  if (filters.media) query.where('posts.has_images', filters.media === 'images')

  if (filters.search) whereMatchesSearch(query, filters.search)
  return query
}

/** Orders by `sort`; the random order is not a sort of the query (see feed_random_order.ts). */
export function applyFeedSort(query: PostQuery, sort: Exclude<FeedSort, 'random'>): PostQuery {
  switch (sort) {
    case 'newest':
      return query.orderBy('posts.created_at', 'desc').orderBy('posts.id', 'desc')
    case 'oldest':
      return query.orderBy('posts.created_at', 'asc').orderBy('posts.id', 'asc')
    case 'most_voted':
      return query.orderBy('posts.total_votes', 'desc').orderBy('posts.id', 'desc')
    case 'least_voted':
      return query.orderBy('posts.total_votes', 'asc').orderBy('posts.id', 'desc')
    case 'endingSoon':
      // Deadlines first (soonest first), then vote-limited polls by the votes they still need:
      // generated columns with an index of their own (the migration adding posts.ending_deadline).
      return query
        .orderBy('posts.ending_deadline', 'asc')
        .orderBy('posts.ending_votes_left', 'asc')
        .orderBy('posts.id', 'asc')
  }
}

function votesOf(userId: number) {
  return (q: PostQuery) => q.from('votes').whereColumn('votes.post_id', 'posts.id').where('votes.user_id', userId)
}
