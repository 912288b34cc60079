import type * as Wire from '@dilemma/contract'
import Post, { OPTION_LETTERS } from '#models/post'
import PostHold from '#models/post_hold'

/** The "Held" list shows this many polls at most, the longest waiting first. */
export const HELD_POSTS_LIMIT = 200

/** GET /admin/held-posts: the polls awaiting review, the longest waiting first. */
export async function listHeldPosts(): Promise<Wire.HeldPost[]> {
  // A poll she deleted while held keeps its hold row: only polls still held are listed.
  const holds = await PostHold.query()
    .join('posts', 'posts.id', 'post_holds.post_id')
    .where('posts.status', 'held')
    .select('post_holds.*')
    .orderBy('post_holds.held_at')
    .orderBy('post_holds.id')
    .limit(HELD_POSTS_LIMIT)
  const posts = await Post.query()
    .whereIn(
      'id',
      holds.map((hold) => hold.postId),
    )
    .preload('tags')
    .preload('author')
  const byId = new Map(posts.map((post) => [post.id, post]))
  return holds.flatMap((hold) => {
    const post = byId.get(hold.postId)
    if (!post) return []
    const author = post.author.deletedAt ? null : { id: post.author.id, username: post.author.username }
    return [
      {
        id: post.id,
        title: post.title,
        description: post.description,
        options: OPTION_LETTERS.flatMap((letter) => post[`option${letter.toUpperCase() as 'A'}`] ?? []),
        tags: post.tags.map((tag) => tag.name),
        author,
        word: hold.word,
        field: hold.field,
        held_at: hold.heldAt.toUTC().toISO()!,
      },
    ]
  })
}
