import { DateTime } from 'luxon'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Post from '#models/post'
import User from '#models/user'
import { PostSerializer, type CardPost, type PostCard } from '#serializers/post_serializer'
import { loadTagsByPost } from '#queries/posts/post_tags'
import db from '@adonisjs/lucid/services/db'
import { GUEST_STATE, loadViewerStates, viewerStateJoins, viewerStateOf } from '#queries/posts/viewer_state'
import { countMatches } from '#queries/posts/feed_total'
import { cardAuthors } from '#services/cache/card_caches'
import { cardPostOfRow } from '#queries/posts/card_post_rows'

/**
 * Serialized cards for posts: their authors, tags and the viewer's state come from at most three
 * queries run side by side, whatever the number of posts, never one per post (authors and tags
 * mostly from memory; the state from the page query when it selected it).
 */
export async function toPostCards(posts: CardPost[], viewer: User | null): Promise<PostCard[]> {
  const ids = posts.map((post) => post.id)
  const [authors, tagsByPost, states] = await Promise.all([
    authorsOf(posts),
    loadTagsByPost(ids),
    viewerStatesOf(posts, viewer?.id ?? null),
  ])
  const now = DateTime.utc()
  return posts.map((post) =>
    PostSerializer.forCard(post, {
      // Every post has its author: accounts are anonymised, never removed (delete_account.ts).
      author: authors.get(post.userId)!,
      tags: tagsByPost.get(post.id) ?? [],
      state: states.get(post.id) ?? GUEST_STATE,
      viewerId: viewer?.id ?? null,
      now,
    }),
  )
}

function viewerStatesOf(posts: CardPost[], viewerId: number | null) {
  const selected = posts.map((post) => viewerStateOf(post.$extras))
  if (viewerId === null || selected.some((state) => state === undefined)) {
    return loadViewerStates(
      posts.map((post) => post.id),
      viewerId,
    )
  }
  return new Map(posts.map((post, index) => [post.id, selected[index]!]))
}

/** What a card shows of its author (PostSerializer.forCard), and no more to read and hydrate. */
const AUTHOR_COLUMNS = ['id', 'username', 'avatar_url', 'role', 'trial_ends_at', 'plan_expires_at']

/** The posts' authors by id: from memory, else from one query for all missing authors. */
async function authorsOf(posts: CardPost[]): Promise<Map<number, User>> {
  if (posts.length === 0) return new Map()
  return cardAuthors.getMany([...new Set(posts.map((post) => post.userId))], async (missing) => {
    const authors = await User.query().whereIn('id', missing).select(AUTHOR_COLUMNS)
    return new Map(authors.map((author) => [author.id, author]))
  })
}

export const DEFAULT_PAGE_SIZE = 10

type PostQuery = ModelQueryBuilderContract<typeof Post>

export interface PaginateOptions {
  /** Finds a page's posts in an order the query cannot express (the random feed order). */
  pagePosts?: (page: number, limit: number, viewerId: number | null) => Promise<CardPost[]>
  /** Names the query's filters so a large total may be remembered (see feed_total.ts). */
  totalKey?: string
  /** The same posts as the query, in a plan cheaper for counting all of them (a search's). */
  countQuery?: PostQuery
  /** Per-post changes to its card, e.g. a value the list query selected into `$extras`. */
  adjust?: (post: CardPost, card: PostCard) => PostCard
}

/** One page of cards and the total, in a fixed number of queries. */
export async function paginatePostCards(
  query: PostQuery,
  { page = 1, limit = DEFAULT_PAGE_SIZE }: { page?: number; limit?: number },
  viewer: User | null,
  {
    pagePosts = (pageNumber, pageSize, viewerId) => sortedPage(query, pageNumber, pageSize, viewerId),
    totalKey,
    countQuery = query,
    adjust,
  }: PaginateOptions = {},
): Promise<{ posts: PostCard[]; total: number }> {
  const [total, posts] = await Promise.all([
    countMatches(countQuery, totalKey),
    pagePosts(page, limit, viewer?.id ?? null),
  ])
  const cards = await toPostCards(posts, viewer)
  return { posts: adjust ? cards.map((card, index) => adjust(posts[index]!, card)) : cards, total }
}

/**
 * A page of a sorted query. The ids (and the viewer's state) are found first with a narrow query
 * (so a computed sort, like endingSoon, sorts ids rather than whole rows with their texts), then
 * the posts. Both are read as plain rows, as the random order's are (card_post_rows.ts):
 * hydrating Lucid models cost a sorted page more than its two queries.
 */
async function sortedPage(query: PostQuery, page: number, limit: number, viewerId: number | null): Promise<CardPost[]> {
  const pageRows = await pageIdsQuery(query, page, limit, viewerId).pojo<PageRow>()
  const loaded = await Post.query()
    .whereIn(
      'id',
      pageRows.map((row) => row.id),
    )
    .pojo<PageRow>()
  const byId = new Map(loaded.map((row) => [Number(row.id), row]))
  return pageRows.flatMap((pageRow) => {
    const row = byId.get(Number(pageRow.id))
    // A post deleted between the two reads is left out.
    if (!row) return []
    // Values the list query selected (e.g. the owner's choice) travel with the post.
    return [cardPostOfRow({ ...row, ...pageRow })]
  })
}

type PageRow = Record<string, unknown> & { id: number | string }

/** The narrow first query of sortedPage (exported for the test of its query plan). */
export function pageIdsQuery(query: PostQuery, page: number, limit: number, viewerId: number | null): PostQuery {
  const idsQuery = query.clone().select('posts.id').forPage(page, limit)
  if (viewerId !== null) {
    const viewer = viewerStateJoins(viewerId)
    idsQuery.select(db.raw(viewer.columns)).joinRaw(viewer.joins, viewer.bindings)
  }
  return idsQuery
}

/** The card of one post (detail page, create, edit). */
export async function toPostCard(post: CardPost, viewer: User | null): Promise<PostCard> {
  const [card] = await toPostCards([post], viewer)
  return card!
}
