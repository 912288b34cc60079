import { useApiClient, useMutation } from '@dilemma/app-runtime'
import type { PaidPlan } from '../../lib/plans'
import type { Billing } from '../lib/billing'
import { approvalAddressOf } from '../lib/paymentProblems'

/**
 * `POST /paypal/create-subscription` (monthly, renews) or `POST /paypal/create-order` (one
 * month), then on to PayPal's approval page, which returns to `/payment`.
 */
export function useStartPayPalCheckout() {
  const client = useApiClient()
  return useMutation({
    mutationFn: async ({ plan, billing }: { plan: PaidPlan; billing: Billing }) => {
      const checkout =
        billing === 'monthly' ? await client.payments.createSubscription(plan) : await client.payments.createOrder(plan)
      window.location.assign(approvalAddressOf(checkout.approveUrl))
    },
  })
}
