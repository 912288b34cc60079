import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Post from '#models/post'
import { postErrors } from '#exceptions/post_errors'
import { affectedRows } from '#services/sql/sql_results'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { screenTexts } from '#services/moderation/watched_words'
import { forgetSharedFeedPages } from '#queries/posts/shared_feed_pages'
import { applyScreening, pollTexts } from '#services/moderation/screen_poll'
import { closeAtDeadline } from '#sweeps/poll_expiry'

/**
 * Title and description only, and only while the poll has no votes: the condition is part of
 * the UPDATE, so a vote arriving at the same moment wins and the edit answers POST_HAS_VOTES. The
 * poll's texts as edited are checked again: a blocked watched word is refused (422 WATCHED_WORD);
 * a held one holds the poll (published or held already), and a held poll whose texts no longer
 * hold it is published again; a flagged one reports it.
 */
export default class UpdatePost {
  static async handle({
    post,
    changes,
  }: {
    post: Post
    changes: { title: string; description: string }
  }): Promise<Post> {
    await post.load('tags')
    const screening = await screenTexts(
      pollTexts({
        ...changes,
        options: { a: post.optionA, b: post.optionB, c: post.optionC, d: post.optionD },
        tags: post.tags.map((tag) => tag.name),
      }),
    )
    const wasHeld = post.status === 'held'
    await db.transaction(async (trx) => {
      const updated = await Post.query({ client: trx })
        .where('id', post.id)
        .where('total_votes', 0)
        .update({ title: changes.title, description: changes.description, updated_at: toSqlDateTime(DateTime.utc()) })
      if (affectedRows(updated) === 0) throw postErrors.hasVotes()
      post.useTransaction(trx)
      await post.refresh()
      await Post.writeSearchWords(post)
      await applyScreening(post, screening, trx)
    })
    await Promise.all([post.refresh(), forgetSharedFeedPages()])
    if (wasHeld && post.status === 'active' && post.timeLimit) await closeAtDeadline(post.id, post.timeLimit)
    return post
  }
}
