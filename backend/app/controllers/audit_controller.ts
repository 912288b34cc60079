import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { auditQueryValidator } from '#validators/audit'
import { listAuditEntries } from '#queries/audit/list_audit_entries'

/** The audit log of moderator actions; admins only (routes). */
export default class AuditController {
  async index({ request }: HttpContext) {
    const query = await auditQueryValidator.validate(request.qs())
    return { success: true, ...(await listAuditEntries(query)) } satisfies Wire.AuditPage
  }
}
