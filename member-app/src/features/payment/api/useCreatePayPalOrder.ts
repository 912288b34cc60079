import { useApiClient, useMutation } from '@dilemma/design-system'
import type { PaidPlan } from '../../premium/lib/plans'
import { approvalAddressOf } from '../lib/paymentProblems'

/** `POST /paypal/create-order`, then on to PayPal's approval page, which returns to `/payment`. */
export function useCreatePayPalOrder() {
  const client = useApiClient()
  return useMutation({
    mutationFn: async (plan: PaidPlan) => {
      const order = await client.payments.createOrder(plan)
      window.location.assign(approvalAddressOf(order.approveUrl))
    },
  })
}
