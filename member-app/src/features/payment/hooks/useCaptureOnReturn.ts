import { useEffect, useRef } from 'react'
import type { PaidPlan } from '../../premium/lib/plans'
import { useCapturePayPalOrder } from '../api/useCapturePayPalOrder'
import type { PayPalReturn } from '../lib/paypalReturn'

/**
 * Captures the order PayPal's approval returned with, exactly once: React's StrictMode runs effects
 * twice in development, and the session's new role renders the page again.
 */
export function useCaptureOnReturn(paypalReturn: PayPalReturn | null, plan: PaidPlan, userId: number) {
  const capture = useCapturePayPalOrder()
  const { mutate } = capture
  const capturedOrderId = useRef<string | null>(null)
  const orderId = paypalReturn?.outcome === 'approved' ? paypalReturn.orderId : null
  useEffect(() => {
    if (!orderId || capturedOrderId.current === orderId) return
    capturedOrderId.current = orderId
    mutate({ orderID: orderId, userId, plan })
  }, [orderId, userId, plan, mutate])
  return capture
}
