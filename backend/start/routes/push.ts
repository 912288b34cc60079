/*
 * Notices outside the app: her browsers' push subscriptions and her switches per topic and
 * channel (signed in), the public VAPID key, and the one-click unsubscribe of a notice e-mail
 * (no sign-in: the signed link names her; CSRF-exempt, config/shield.ts).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PushSubscriptionsController = () => import('#controllers/push_subscriptions_controller')
const NoticePreferencesController = () => import('#controllers/notice_preferences_controller')
const NoticeUnsubscribeController = () => import('#controllers/notice_unsubscribe_controller')

router
  .group(() => {
    router.post('subscriptions', [PushSubscriptionsController, 'store']).as('subscribe')
    router.delete('subscriptions', [PushSubscriptionsController, 'destroy']).as('unsubscribe')
  })
  .prefix('/api/push')
  .as('api.push')
  .use(middleware.auth())

router.get('/api/push/key', [PushSubscriptionsController, 'key']).as('api.push.key')

router
  .group(() => {
    router.get('notice-preferences', [NoticePreferencesController, 'show']).as('show')
    router.put('notice-preferences', [NoticePreferencesController, 'update']).as('update')
  })
  .prefix('/api/users')
  .as('api.users.notice_preferences')
  .use(middleware.auth())

router
  .group(() => {
    router.get('unsubscribe', [NoticeUnsubscribeController, 'show']).as('show')
    router.post('unsubscribe', [NoticeUnsubscribeController, 'unsubscribe']).as('unsubscribe')
  })
  .prefix('/api/notices')
  .as('api.notices.unsubscribe')
