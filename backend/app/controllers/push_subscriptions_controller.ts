import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import type { PushSettings } from '#config/push'
import AddPushSubscription from '#actions/notices/add_push_subscription'
import RemovePushSubscription from '#actions/notices/remove_push_subscription'
import { pushEndpointValidator, pushSubscriptionValidator } from '#validators/notices'

/** Her browsers' push subscriptions (routes: signed in); the public VAPID key they subscribe with. */
export default class PushSubscriptionsController {
  async key() {
    return { success: true, public_key: app.config.get<PushSettings>('push').publicKey } satisfies Wire.PushKeyResponse
  }

  async store({ auth, request }: HttpContext) {
    const input = await request.validateUsing(pushSubscriptionValidator)
    await AddPushSubscription.handle({ userId: auth.use('web').getUserOrFail().id, subscription: input })
    return { success: true, message: 'Subscribed' } satisfies Wire.SuccessResponse
  }

  async destroy({ auth, request }: HttpContext) {
    const { endpoint } = await request.validateUsing(pushEndpointValidator)
    await RemovePushSubscription.handle({ userId: auth.use('web').getUserOrFail().id, endpoint })
    return { success: true, message: 'Unsubscribed' } satisfies Wire.SuccessResponse
  }
}
