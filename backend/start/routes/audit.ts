/*
 * The audit log of moderator actions, and the read-only dry run of a report decision (the
 * other moderation calls take `?dryRun=true` themselves). Admins only.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AuditController = () => import('#controllers/audit_controller')
const ReportChecksController = () => import('#controllers/report_checks_controller')

router
  .group(() => {
    router.get('admin/audit', [AuditController, 'index']).as('admin.audit.index')
    router
      .get('reports/:id/check', [ReportChecksController, 'show'])
      .as('reports.check')
      .where('id', router.matchers.number())
  })
  .prefix('/api')
  .as('api')
  .use(middleware.auth({ roles: ['admin'] }))
