/*
 * A member's in-app notices (admin-spec §4: "users are notified"): her own unread ones, and
 * marking one read. Any signed-in member; another member's notice answers 404.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const MemberNoticesController = () => import('#controllers/member_notices_controller')

router
  .group(() => {
    router.get('notices', [MemberNoticesController, 'index']).as('index')
    router.post('notices/:id/read', [MemberNoticesController, 'read']).as('read').where('id', router.matchers.number())
  })
  .prefix('/api/users')
  .as('api.users.notices')
  .use(middleware.auth())

const AppealsController = () => import('#controllers/appeals_controller')

/* Her appeal of a decision about her (the decision her notice names); open while she is suspended. */
router
  .post('/api/users/decisions/:id/appeal', [AppealsController, 'store'])
  .as('api.users.appeals.store')
  .where('id', router.matchers.number())
  .use(middleware.auth())
