import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Post from '#models/post'
import type User from '#models/user'
import { PostSerializer, type PostCard } from '#serializers/post_serializer'
import { loadTagsByPost } from '#services/post_tags'
import { GUEST_STATE, loadViewerStates } from '#services/viewer_state'
import { countMatches } from '#services/feed_total'

/**
 * Serialized cards for a page of posts (authors already preloaded): tags and the viewer's
 * state come from two queries whatever the page size, never one per post.
 */
export async function toPostCards(posts: Post[], viewer: User | null): Promise<PostCard[]> {
  const ids = posts.map((post) => post.id)
  const [tagsByPost, states] = await Promise.all([loadTagsByPost(ids), loadViewerStates(ids, viewer?.id ?? null)])
  return posts.map((post) =>
    PostSerializer.forCard(post, {
      tags: tagsByPost.get(post.id) ?? [],
      state: states.get(post.id) ?? GUEST_STATE,
      viewerId: viewer?.id ?? null,
    })
  )
}

export const DEFAULT_PAGE_SIZE = 10

type PostQuery = ModelQueryBuilderContract<typeof Post>

/** A row of a page: the post id, plus values the list query selected (e.g. the owner's choice). */
interface PageRow {
  id: number
  $extras: Record<string, unknown>
}

export interface PaginateOptions {
  /** Finds a page's ids in an order the query cannot express (the random feed order). */
  pageIds?: (page: number, limit: number) => Promise<number[]>
  /** Names the query's filters so a large total may be remembered (see feed_total.ts). */
  totalKey?: string
  /** Per-post changes to its card, e.g. a value the list query selected into `$extras`. */
  adjust?: (post: Post, card: PostCard) => PostCard
}

/**
 * One page of cards and the total. The page's ids are found first with a narrow query (an
 * index-only read), then the posts, their authors, tags and the viewer's state: a fixed number
 * of queries.
 */
export async function paginatePostCards(
  query: PostQuery,
  { page = 1, limit = DEFAULT_PAGE_SIZE }: { page?: number; limit?: number },
  viewer: User | null,
  { pageIds, totalKey, adjust }: PaginateOptions = {}
): Promise<{ posts: PostCard[]; total: number }> {
  const findPageRows = async (): Promise<PageRow[]> =>
    pageIds ? (await pageIds(page, limit)).map((id) => ({ id, $extras: {} })) : query.clone().select('posts.id').forPage(page, limit)
  const [total, pageRows] = await Promise.all([countMatches(query, totalKey), findPageRows()])
  const loaded = await Post.query().whereIn('id', pageRows.map((row) => row.id)).preload('author')
  const byId = new Map(loaded.map((post) => [post.id, post]))
  const posts = pageRows.flatMap((row) => {
    const post = byId.get(row.id)
    // A post deleted between the two reads is left out.
    if (!post) return []
    Object.assign(post.$extras, row.$extras)
    return [post]
  })
  const cards = await toPostCards(posts, viewer)
  return { posts: adjust ? cards.map((card, index) => adjust(posts[index]!, card)) : cards, total }
}

/** The card of one post (detail page, create, edit). */
export async function toPostCard(post: Post, viewer: User | null): Promise<PostCard> {
  await post.load('author')
  const [card] = await toPostCards([post], viewer)
  return card!
}
