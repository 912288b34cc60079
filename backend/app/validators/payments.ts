import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

/** The largest id an INT column holds. */
const MAX_ID = 2_147_483_647

/*
 * The plan and the subscription id are checked by the actions, so that a missing or unknown one
 * answers the spec's own codes (INVALID_PLAN, SUBSCRIPTION_ID_REQUIRED) rather than a field error.
 */
const planName = () => vine.string().trim().maxLength(40).optional()

/** POST /paypal/create-order {plan}: never a price. */
export const createOrderValidator = vine.compile(vine.object({ plan: planName() }))

/** POST /paypal/create-subscription {plan} */
export const createSubscriptionValidator = createOrderValidator

/** POST /paypal/confirm-subscription {subscriptionID}: PayPal's `I-…` id from the return URL. */
export const confirmSubscriptionValidator = vine.compile(
  vine.object({ subscriptionID: vine.string().trim().minLength(1).maxLength(64) }),
)

/** POST /paypal/capture-order {orderID, userId, plan} */
export const captureOrderValidator = vine.compile(
  vine.object({
    orderID: vine.string().trim().minLength(1).maxLength(191),
    userId: vine.number().withoutDecimals().min(1).max(MAX_ID),
    plan: planName(),
  }),
)
export type CaptureOrderInput = Infer<typeof captureOrderValidator>

/** PayPal's cancel call takes a reason of 1 to 128 characters (billing_subscriptions_v1.json, `reason`). */
export const CANCEL_REASON_MAX_LENGTH = 128

/** POST /paypal/cancel-subscription {subscriptionId, reason} */
export const cancelSubscriptionValidator = vine.compile(
  vine.object({
    subscriptionId: vine.string().trim().maxLength(191).optional(),
    reason: vine.string().trim().minLength(1).maxLength(CANCEL_REASON_MAX_LENGTH).optional(),
  }),
)
