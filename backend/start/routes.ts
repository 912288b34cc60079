/*
 * Every API route lives under /api. Controllers are lazy-imported.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const HealthController = () => import('#controllers/health_controller')
const MetricsController = () => import('#controllers/metrics_controller')
const SessionsController = () => import('#controllers/sessions_controller')
const MeController = () => import('#controllers/me_controller')

router
  .group(() => {
    router.get('health', [HealthController]).as('health')
    router.get('metrics', [MetricsController]).as('metrics')

    router
      .group(() => {
        router.post('login', [SessionsController, 'store']).as('login')
        router.post('refresh', [SessionsController, 'refresh']).as('refresh')
        router.post('logout', [SessionsController, 'destroy']).as('logout')
        router.post('logout-all', [SessionsController, 'destroyAll']).as('logoutAll').use(middleware.auth())
      })
      .prefix('auth')
      .as('auth')

    router
      .group(() => {
        router.get('me', [MeController, 'show']).as('me')
      })
      .prefix('users')
      .as('users')
      .use(middleware.auth())
  })
  .prefix('/api')
  .as('api')
import '#start/routes/posts'
import '#start/routes/accounts'
import '#start/routes/ai'
import '#start/routes/moderation'
import '#start/routes/badges'
import '#start/routes/audit'
import '#start/routes/notices'
import '#start/routes/push'
import '#start/routes/payments'
import '#start/routes/site_facts'
import '#start/routes/privacy'
