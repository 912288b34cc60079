import type { HttpContext } from '@adonisjs/core/http'
import { checkReportDecision } from '#queries/moderation/check_report'
import { DRY_RUN_PASSED } from '#controllers/moderator'

/** GET /reports/:id/check: the dry run of `reject` and `delete-post`; admins only (routes). */
export default class ReportChecksController {
  async show({ params }: HttpContext) {
    await checkReportDecision(Number(params.id))
    return DRY_RUN_PASSED
  }
}
