import type * as Wire from '@dilemma/contract'
import Post, { type PostStatus } from '#models/post'
import { countingPlanOf, searchPlanOfText, whereMatchesSearch, type SearchPlan } from '#queries/posts/post_search'
import { pageWindow, paginationOf } from '#services/moderation/console_pages'
import type { AdminPostsQuery } from '#validators/moderation'

type ConsoleStatusFilter = NonNullable<AdminPostsQuery['status']>

/** The status filter's stored statuses: "inactive" is every post neither active nor deleted. */
const STATUSES_OF_FILTER: Record<Exclude<ConsoleStatusFilter, 'all'>, PostStatus[]> = {
  active: ['active'],
  inactive: ['passive', 'inactive'],
  deleted: ['deleted'],
}

const SORT_COLUMNS = {
  created_at: 'posts.created_at',
  vote_count: 'posts.total_votes',
  like_count: 'posts.like_count',
  title: 'posts.title',
} as const

function filteredPosts(filters: AdminPostsQuery, search: SearchPlan | undefined) {
  const query = Post.query()
  if (filters.status && filters.status !== 'all') query.whereIn('posts.status', STATUSES_OF_FILTER[filters.status])
  if (search) whereMatchesSearch(query, search)
  return query
}

/**
 * GET /admin/posts (admin-spec §2 "Posts tab"): one page of posts in every status. Search, as in
 * the feed, matches whole words by prefix from 3 characters on.
 */
export async function listConsolePosts(filters: AdminPostsQuery): Promise<Omit<Wire.AdminPostsPage, 'success'>> {
  const window = pageWindow(filters)
  const sortOrder = filters.sortOrder ?? 'desc'
  const search = await searchPlanOfText(filters.search)
  const [posts, counted] = await Promise.all([
    filteredPosts(filters, search)
      .leftJoin('users', 'users.id', 'posts.user_id')
      .select('posts.*', 'users.username as author_username', 'users.deleted_at as author_deleted_at')
      .orderBy(SORT_COLUMNS[filters.sortBy ?? 'created_at'], sortOrder)
      .orderBy('posts.id', sortOrder)
      .offset(window.offset)
      .limit(window.limit),
    filteredPosts(filters, search && countingPlanOf(search))
      .count('* as total')
      .first(),
  ])
  return {
    posts: posts.map(consolePostOf),
    pagination: paginationOf(Number(counted?.$extras.total ?? 0), window),
  }
}

/** A card of the posts tab (admin-spec §3 "Post (admin view)"). */
function consolePostOf(post: Post): Wire.AdminPost {
  const { author_username: username, author_deleted_at: authorDeletedAt } = post.$extras
  return {
    id: post.id,
    title: post.title,
    description: post.description,
    status: post.status,
    author: username && !authorDeletedAt ? (username as string) : null,
    created_at: post.createdAt.toUTC().toISO()!,
    vote_count: post.totalVotes,
    like_count: post.likeCount,
    post_type: post.hasImages ? 'with_images' : 'text_only',
  }
}
