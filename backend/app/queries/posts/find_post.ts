import type * as Wire from '@dilemma/contract'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Post from '#models/post'
import type User from '#models/user'
import { postErrors } from '#exceptions/post_errors'
import { isVisiblePost } from '#policies/post_policy'
import { toPostCard } from '#queries/posts/post_cards'

/**
 * The post `viewer` may see, or POST_NOT_FOUND (deleted posts are gone for members). `extend` may
 * select more into the post's `$extras` in the same query.
 */
export async function findVisiblePost(
  id: number,
  viewer: User | null,
  extend: (query: ModelQueryBuilderContract<typeof Post>) => void = () => {},
): Promise<Post> {
  const query = Post.query().where('posts.id', id)
  extend(query)
  const post = await query.first()
  if (!post || !isVisiblePost(viewer, post)) throw postErrors.notFound()
  return post
}

/** `GET /posts/{id}`'s answer to `viewer`: the poll's card; POST_NOT_FOUND when she may not see it. */
export async function postAnswer(id: number, viewer: User | null): Promise<Wire.PostResponse> {
  const post = await findVisiblePost(id, viewer)
  return { success: true, post: await toPostCard(post, viewer) }
}
