import type { CaptureOrderInput } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient, useSession } from '@dilemma/design-system'
import { subscriptionKeys } from '../../account/subscription/api/subscriptionKeys'
import { CaptureNotCompletedError, payerActionUrlOf } from '../lib/paymentProblems'

/**
 * `POST /paypal/capture-order`. A completed capture gives her the new role at once, so the paid
 * features unlock without a reload, and marks her subscription status stale; a pending one is an
 * answer too (PayPal completes it later). A declined funding source sends her back to PayPal to
 * choose another, as PayPal's "Handle funding failures" asks.
 */
export function useCapturePayPalOrder() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const { user, signIn } = useSession()
  return useMutation({
    mutationFn: async (request: CaptureOrderInput) => {
      const captured = await client.payments.captureOrder(request)
      if (captured.status !== 'COMPLETED' && captured.status !== 'PENDING') throw new CaptureNotCompletedError()
      return captured
    },
    onSuccess: (captured) => {
      if (user && captured.status === 'COMPLETED') signIn({ ...user, role: captured.role })
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })
    },
    onError: (error) => {
      const payerAction = payerActionUrlOf(error)
      if (payerAction) window.location.assign(payerAction)
    },
  })
}
