import { useEffect, useMemo, useRef } from 'react'
import type { PaidPlan } from '../../lib/plans'
import { useCompletePayPalCheckout } from '../api/useCompletePayPalCheckout'
import type { PayPalApproval } from '../api/useCompletePayPalCheckout'
import type { PayPalReturn } from '../lib/paypalReturn'

function approvalOf(paypalReturn: PayPalReturn | null, plan: PaidPlan, userId: number): PayPalApproval | null {
  if (paypalReturn?.outcome === 'approved') return { kind: 'order', orderId: paypalReturn.orderId, plan, userId }
  if (paypalReturn?.outcome === 'subscribed')
    return { kind: 'subscription', subscriptionId: paypalReturn.subscriptionId }
  return null
}

/**
 * Completes what PayPal's approval returned with (captures the order, or confirms the
 * subscription), exactly once: React's StrictMode runs effects twice in development, and the
 * session's new role renders the page again.
 */
export function useCaptureOnReturn(paypalReturn: PayPalReturn | null, plan: PaidPlan, userId: number) {
  const completion = useCompletePayPalCheckout()
  const { mutate } = completion
  const completedId = useRef<string | null>(null)
  const approval = useMemo(() => approvalOf(paypalReturn, plan, userId), [paypalReturn, plan, userId])
  useEffect(() => {
    const approvalId = approval && (approval.kind === 'order' ? approval.orderId : approval.subscriptionId)
    if (!approval || !approvalId || completedId.current === approvalId) return
    completedId.current = approvalId
    mutate(approval)
  }, [approval, mutate])
  return completion
}
