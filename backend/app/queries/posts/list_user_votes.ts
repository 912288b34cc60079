import db from '@adonisjs/lucid/services/db'
import type { OptionLetter } from '#models/post'
import { PUBLIC_POST_STATUSES } from '#policies/post_policy'
import { assertUserExists } from '#queries/posts/list_user_posts'

/** GET /posts/votes/user/:userId: the user's vote per visible post, newest first. */
export async function listUserVotes(userId: number): Promise<Array<{ post_id: number; choice: OptionLetter }>> {
  await assertUserExists(userId)
  const rows = await db
    .from('votes')
    .join('posts', 'posts.id', 'votes.post_id')
    .where('votes.user_id', userId)
    .whereIn('posts.status', [...PUBLIC_POST_STATUSES])
    .orderBy('votes.created_at', 'desc')
    .orderBy('votes.id', 'desc')
    .select('votes.post_id', 'votes.choice')
  return rows.map((row) => ({ post_id: Number(row.post_id), choice: row.choice }))
}
