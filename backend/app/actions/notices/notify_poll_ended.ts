import logger from '@adonisjs/core/services/logger'
import { addMemberNotice, type NoticedPost } from '#actions/notices/add_member_notice'
import { announceNotice } from '#services/live/live_polls'

/**
 * Her poll has closed (vote limit, deadline or a moderator): a notice waits for her next visit,
 * and her open tabs hear of it at once. Called after the close has committed; a failure is
 * logged, never the closing request's error (the poll is closed either way).
 */
export async function notifyPollEnded(post: NoticedPost): Promise<void> {
  try {
    await addMemberNotice('poll_ended', post)
    announceNotice(post.userId, { kind: 'poll_ended', postId: post.id })
  } catch (error) {
    logger.error({ err: error, postId: post.id }, 'could not leave the poll-ended notice')
  }
}
