import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { addMemberNotice, type NoticedPost } from '#services/notices/add_member_notice'
import DeliverNoticesLater from '#actions/notices/deliver_notices_later'
import { announceNotice } from '#services/live/live_polls'
import { toSqlDateTime } from '#services/sql/sql_datetime'

/**
 * Her poll has closed (vote limit, deadline or a moderator): a notice for her and one for each
 * member who voted wait for their next visit, her open tabs hear of it at once, and the job queue
 * takes the notices out by push and e-mail. Called after the close has committed, possibly twice
 * (the delayed job and the sweep): a notice exists once per member and poll. A failure is logged,
 * never the closing request's error (the poll is closed either way).
 */
export default class NotifyPollEnded {
  static async handle(post: NoticedPost): Promise<void> {
    try {
      await addMemberNotice('poll_ended', post)
      await addVoterNotices(post)
      announceNotice(post.userId, { kind: 'poll_ended', postId: post.id })
      await DeliverNoticesLater.handle({ postId: post.id, kinds: ['poll_ended', 'voted_poll_ended'] })
    } catch (error) {
      logger.error({ err: error, postId: post.id }, 'could not leave the poll-ended notices')
    }
  }
}

/** One statement however many voted; members who left are skipped. */
async function addVoterNotices(post: NoticedPost): Promise<void> {
  const now = toSqlDateTime(DateTime.utc())
  const ignore = db.connection().dialect.name === 'mysql' ? 'IGNORE' : 'OR IGNORE'
  await db.rawQuery(
    `INSERT ${ignore} INTO member_notices (user_id, kind, post_id, post_title, read_at, created_at, updated_at) ` +
      `SELECT votes.user_id, 'voted_poll_ended', ?, ?, NULL, ?, ? FROM votes ` +
      `JOIN users ON users.id = votes.user_id WHERE votes.post_id = ? AND users.deleted_at IS NULL`,
    [post.id, post.title, now, now, post.id],
  )
}
