import { useApiClient, useMutation, useQueryClient, useSession } from '@dilemma/app-runtime'
import { subscriptionKeys } from '@/lib/api/subscriptionKeys'
import type { PaidPlan } from '../../lib/plans'
import { CaptureNotCompletedError, payerActionUrlOf } from '../lib/paymentProblems'

/** What the page completes after PayPal's approval: her one-month order, or her monthly subscription. */
export type PayPalApproval =
  { kind: 'order'; orderId: string; plan: PaidPlan; userId: number } | { kind: 'subscription'; subscriptionId: string }

/** The plan is hers (until `renewalDate`, when a subscription `renews`), or PayPal still checks the payment. */
export type CompletedCheckout =
  { status: 'COMPLETED'; role: 'prouser' | 'premiumuser'; renewalDate: string; renews: boolean } | { status: 'PENDING' }

/**
 * `POST /paypal/capture-order` or `POST /paypal/confirm-subscription`. A completed one gives her the
 * new role at once, so the paid features unlock without a reload, and marks her subscription
 * status stale; a pending capture is an answer too (PayPal completes it later). A declined
 * funding source sends her back to PayPal to choose another, as PayPal's "Handle funding
 * failures" asks.
 */
export function useCompletePayPalCheckout() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const { user, signIn } = useSession()
  return useMutation({
    mutationFn: async (approval: PayPalApproval): Promise<CompletedCheckout> => {
      if (approval.kind === 'subscription') {
        const { role, renewalDate } = await client.payments.confirmSubscription(approval.subscriptionId)
        return { status: 'COMPLETED', role, renewalDate, renews: true }
      }
      const { orderId, plan, userId } = approval
      const captured = await client.payments.captureOrder({ orderID: orderId, userId, plan })
      if (captured.status === 'PENDING') return captured
      if (captured.status !== 'COMPLETED') throw new CaptureNotCompletedError()
      return { status: 'COMPLETED', role: captured.role, renewalDate: captured.renewalDate, renews: false }
    },
    onSuccess: (completed) => {
      if (user && completed.status === 'COMPLETED') signIn({ ...user, role: completed.role })
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })
    },
    onError: (error) => {
      const payerAction = payerActionUrlOf(error)
      if (payerAction) window.location.assign(payerAction)
    },
  })
}
