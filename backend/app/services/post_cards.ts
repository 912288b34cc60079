import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Post from '#models/post'
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

/**
 * One page of cards and the total. The page's ids are found first with a narrow query (so a
 * computed sort, like the random feed order, sorts ids rather than whole rows with their
 * texts), then the posts, their authors, tags and the viewer's state: a fixed number of queries.
 */
export async function paginatePostCards(
  query: ModelQueryBuilderContract<typeof Post>,
  { page = 1, limit = DEFAULT_PAGE_SIZE }: { page?: number; limit?: number },
  viewer: User | null,
  /** Per-post changes to its card, e.g. a value the list query selected into `$extras`. */
  adjust?: (post: Post, card: PostCard) => PostCard
): Promise<{ posts: PostCard[]; total: number }> {
  const [counted] = await query.clone().clearOrder().clearSelect().count('* as total')
  const pageRows = await query.clone().select('posts.id').forPage(page, limit)
  const loaded = await Post.query().whereIn('id', pageRows.map((row) => row.id)).preload('author')
  const byId = new Map(loaded.map((post) => [post.id, post]))
  const posts = pageRows.map((row) => {
    const post = byId.get(row.id)!
    // Values the list query selected (e.g. the owner's choice) travel with the post.
    Object.assign(post.$extras, row.$extras)
    return post
  })
  const cards = await toPostCards(posts, viewer)
  return { posts: adjust ? cards.map((card, index) => adjust(posts[index]!, card)) : cards, total: Number(counted?.$extras.total ?? 0) }
}

/** The card of one post (detail page, create, edit). */
export async function toPostCard(post: Post, viewer: User | null): Promise<PostCard> {
  await post.load('author')
  const [card] = await toPostCards([post], viewer)
  return card!
}
