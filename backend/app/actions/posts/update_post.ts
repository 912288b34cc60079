import { DateTime } from 'luxon'
import Post from '#models/post'
import { postErrors } from '#exceptions/post_errors'
import { affectedRows } from '#services/sql/sql_results'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { refuseBlockedWords } from '#services/moderation/watched_words'
import { forgetSharedFeedPages } from '#services/feed/shared_feed_pages'

/**
 * Title and description only, and only while the poll has no votes: the condition is part of
 * the UPDATE, so a vote arriving at the same moment wins and the edit answers POST_HAS_VOTES. A
 * blocked watched word in either is refused (422 WATCHED_WORD).
 */
export async function updatePost(post: Post, changes: { title: string; description: string }): Promise<Post> {
  await refuseBlockedWords(changes)
  const updated = await Post.query()
    .where('id', post.id)
    .where('total_votes', 0)
    .update({ title: changes.title, description: changes.description, updated_at: toSqlDateTime(DateTime.utc()) })
  if (affectedRows(updated) === 0) throw postErrors.hasVotes()
  await Promise.all([post.refresh(), forgetSharedFeedPages()])
  return post
}
