import Post from '#models/post'
import Vote from '#models/vote'
import type User from '#models/user'
import { isVisiblePost } from '#policies/post_policy'
import { acceptsVotes } from '#services/posts/poll_rules'

/** Anyone who may see the poll may follow its total and status (`polls/:id`). */
export async function mayFollowPoll(viewer: User | null, postId: number): Promise<boolean> {
  const post = await Post.find(postId)
  return post !== null && isVisiblePost(viewer, post)
}

/**
 * Its per-option counts (`polls/:id/results`) only to a member who may see its results
 * (member-spec §2 Post card): she voted, she wrote it, or it takes no more votes.
 */
export async function mayFollowResults(viewer: User | null, postId: number): Promise<boolean> {
  if (!viewer) return false
  const post = await Post.find(postId)
  if (!post || !isVisiblePost(viewer, post)) return false
  if (post.userId === viewer.id || !acceptsVotes(post)) return true
  return (await Vote.query().where('post_id', postId).where('user_id', viewer.id).first()) !== null
}
