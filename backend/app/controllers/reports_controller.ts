import type { HttpContext } from '@adonisjs/core/http'
import { listPendingReports } from '#actions/moderation/list_reports'
import { deleteReportedPost, rejectReport } from '#actions/moderation/handle_report'

/** The reports tab (admin-spec §2); admins only (routes). */
export default class ReportsController {
  async index() {
    return { success: true, reports: await listPendingReports() }
  }

  async reject({ params }: HttpContext) {
    await rejectReport(Number(params.id))
    return { success: true, message: 'Report rejected' }
  }

  async deletePost({ params }: HttpContext) {
    await deleteReportedPost(Number(params.id))
    return { success: true, message: 'Post deleted' }
  }
}
