/*
 * Plans, PayPal payments and subscriptions (member-spec §7). The webhook is PayPal's:
 * no session and no CSRF token (config/shield.ts), verified by PayPal instead.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PlansController = () => import('#controllers/plans_controller')
const PaymentsController = () => import('#controllers/payments_controller')
const SubscriptionsController = () => import('#controllers/subscriptions_controller')

router
  .group(() => {
    router.get('plans', [PlansController, 'index']).as('plans.index')
    router.post('paypal/webhook', [PaymentsController, 'webhook']).as('paypal.webhook')

    router
      .group(() => {
        router.post('paypal/create-order', [PaymentsController, 'createOrder']).as('paypal.createOrder')
        router.post('paypal/capture-order', [PaymentsController, 'captureOrder']).as('paypal.captureOrder')
        router.post('paypal/create-subscription', [SubscriptionsController, 'create']).as('paypal.createSubscription')
        router
          .post('paypal/confirm-subscription', [SubscriptionsController, 'confirm'])
          .as('paypal.confirmSubscription')
        router.post('paypal/cancel-subscription', [SubscriptionsController, 'cancel']).as('paypal.cancelSubscription')
        router.get('users/subscription-status', [SubscriptionsController, 'status']).as('users.subscriptionStatus')
      })
      .use(middleware.auth())
  })
  .prefix('/api')
  .as('api')
