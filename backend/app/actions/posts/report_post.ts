import type User from '#models/user'
import Report from '#models/report'
import { postErrors } from '#exceptions/post_errors'
import { findVisiblePost } from '#queries/posts/find_post'
import { isUniqueViolation } from '#services/sql/sql_results'

/** One report per user and post, by the unique index (post_id, user_id). */
export default class ReportPost {
  static async handle({
    postId,
    reporter,
    reason,
  }: {
    postId: number
    reporter: User
    reason: string
  }): Promise<Report> {
    const post = await findVisiblePost(postId, reporter)
    try {
      return await Report.create({ postId: post.id, userId: reporter.id, reason, status: 'pending' })
    } catch (error) {
      throw isUniqueViolation(error) ? postErrors.alreadyReported() : error
    }
  }
}
