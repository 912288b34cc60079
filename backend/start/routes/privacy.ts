/*
 * "Download my data": her request (password confirmed), its state and the download to her
 * session; the single-use link of the ready mail (no session: the link is the key); an admin's
 * export of a member (audited).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const DataExportsController = () => import('#controllers/data_exports_controller')

router
  .group(() => {
    router.post('export', [DataExportsController, 'store']).as('store')
    router.get('export', [DataExportsController, 'show']).as('show')
  })
  .prefix('/api/users/me')
  .as('api.users.export')
  .use(middleware.auth())

// Without a session it is 404 as for anyone else's (the controller checks the session itself).
router.get('/api/users/me/export/download', [DataExportsController, 'download']).as('api.users.export.download')

router.get('/api/data-exports/:token', [DataExportsController, 'downloadByLink']).as('api.dataExports.link')

router
  .get('/api/admin/users/:id/export', [DataExportsController, 'ofMember'])
  .as('api.admin.users.export')
  .where('id', router.matchers.number())
  .use(middleware.auth({ roles: ['admin'] }))
