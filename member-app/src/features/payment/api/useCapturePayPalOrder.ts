import type { CaptureOrderInput } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient, useSession } from '@dilemma/design-system'
import { subscriptionKeys } from '../../account/subscription/api/subscriptionKeys'
import { CaptureNotCompletedError } from '../lib/paymentProblems'

/**
 * `POST /paypal/capture-order`. A completed capture gives her the new role at once, so the paid
 * features unlock without a reload, and marks her subscription status stale.
 */
export function useCapturePayPalOrder() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const { user, signIn } = useSession()
  return useMutation({
    mutationFn: async (request: CaptureOrderInput) => {
      const captured = await client.payments.captureOrder(request)
      if (captured.status !== 'COMPLETED') throw new CaptureNotCompletedError()
      return captured
    },
    onSuccess: ({ role }) => {
      if (user) signIn({ ...user, role })
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })
    },
  })
}
