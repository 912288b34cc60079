import { ApiException } from '#exceptions/api_exception'

/** The error codes of plans, PayPal payments and subscriptions (member-spec §8). */
export const paymentErrors = {
  invalidPlan: () =>
    new ApiException(422, 'INVALID_PLAN', 'The plan must be pro or enterprise (prouser or premiumuser).'),
  notConfigured: () => new ApiException(503, 'PAYMENTS_NOT_CONFIGURED', 'Payments are not available right now.'),
  providerUnavailable: () =>
    new ApiException(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'PayPal did not answer. Please try again.'),
  orderNotFound: () => new ApiException(404, 'ORDER_NOT_FOUND', 'There is no such order.'),
  orderNotYours: () => new ApiException(403, 'ORDER_NOT_YOURS', 'This order belongs to another member.'),
  planMismatch: () => new ApiException(422, 'PLAN_MISMATCH', 'This order was created for another plan.'),
  paymentFailed: (reason: string) =>
    new ApiException(402, 'PAYMENT_FAILED', 'The payment was not completed.', { details: { reason } }),
  /** PayPal refused her funding source: she picks another one at PayPal (`payerActionUrl`). */
  payerActionRequired: (reason: string, payerActionUrl: string) =>
    new ApiException(402, 'PAYMENT_FAILED', 'The payment was not completed.', { details: { reason, payerActionUrl } }),
  subscriptionNotYours: () =>
    new ApiException(403, 'SUBSCRIPTION_NOT_YOURS', 'This subscription belongs to another member.'),
  subscriptionNotApproved: () =>
    new ApiException(409, 'SUBSCRIPTION_NOT_APPROVED', 'You have not approved this subscription at PayPal yet.'),
  alreadySubscribed: () =>
    new ApiException(
      409,
      'SUBSCRIPTION_ACTIVE',
      'You already have a monthly plan; cancel it before you start another.',
    ),
  subscriptionIdRequired: () =>
    new ApiException(422, 'SUBSCRIPTION_ID_REQUIRED', 'Which subscription should be cancelled?'),
  subscriptionNotFound: () => new ApiException(404, 'SUBSCRIPTION_NOT_FOUND', 'You have no such subscription.'),
  subscriptionNotCancellable: () =>
    new ApiException(409, 'SUBSCRIPTION_NOT_CANCELLABLE', 'This subscription has already ended or been cancelled.'),
  webhookNotVerified: () => new ApiException(400, 'WEBHOOK_NOT_VERIFIED', 'The notification could not be verified.'),
}
