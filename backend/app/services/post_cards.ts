import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Post from '#models/post'
import type User from '#models/user'
import { PostSerializer, type PostCard } from '#serializers/post_serializer'
import { loadTagsByPost } from '#services/post_tags'
import { GUEST_STATE, loadViewerStates } from '#services/viewer_state'

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

/** One page of cards and the total: a count, the page with its authors, tags, viewer state. */
export async function paginatePostCards(
  query: ModelQueryBuilderContract<typeof Post>,
  { page = 1, limit = DEFAULT_PAGE_SIZE }: { page?: number; limit?: number },
  viewer: User | null,
  /** Per-post changes to its card, e.g. a value the list query selected into `$extras`. */
  adjust?: (post: Post, card: PostCard) => PostCard
): Promise<{ posts: PostCard[]; total: number }> {
  const posts = await query.preload('author').paginate(page, limit)
  const cards = await toPostCards(posts.all(), viewer)
  return { posts: adjust ? cards.map((card, index) => adjust(posts.all()[index]!, card)) : cards, total: posts.total }
}

/** The card of one post (detail page, create, edit). */
export async function toPostCard(post: Post, viewer: User | null): Promise<PostCard> {
  await post.load('author')
  const [card] = await toPostCards([post], viewer)
  return card!
}
