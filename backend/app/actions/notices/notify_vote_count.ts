import logger from '@adonisjs/core/services/logger'
import { addMemberNotice, type NoticedPost } from '#services/notices/add_member_notice'
import DeliverNoticesLater from '#actions/notices/deliver_notices_later'
import { voteNoticeKind } from '#services/notices/notice_kinds'

/**
 * Her poll reached a vote count worth a notice (the first vote, then 10, 50, 100): one notice per
 * threshold, never repeated (one row per member, kind and poll), taken out by the job queue. Called
 * after the vote committed; a failure is logged, never the vote's error.
 */
export default class NotifyVoteCount {
  static async handle({ post, totalVotes }: { post: NoticedPost; totalVotes: number }): Promise<void> {
    const kind = voteNoticeKind(totalVotes)
    if (!kind) return
    try {
      await addMemberNotice(kind, post)
      await DeliverNoticesLater.handle({ postId: post.id, kinds: [kind] })
    } catch (error) {
      logger.error({ err: error, postId: post.id, totalVotes }, 'could not leave the vote-count notice')
    }
  }
}
