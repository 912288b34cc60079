import { Stack } from '@dilemma/design-system'
import { useState } from 'react'
import type { PaidPlan } from '../../lib/plans'
import { useStartPayPalCheckout } from '../api/useStartPayPalCheckout'
import type { Billing } from '../lib/billing'
import { BillingChoice } from './BillingChoice'
import { OrderFailure } from './OrderFailure'
import { PaymentMethodCards } from './PaymentMethodCards'
import type { PaymentMethod } from './PaymentMethodCards'
import { PayPalButtons } from './PayPalButtons'
import type { PayPalFunding } from './PayPalButtons'

/**
 * Monthly or one month, then the method cards; choosing PayPal shows its buttons, which create
 * the subscription or the order and go to PayPal.
 */
export function PayPalCheckout({ plan }: { plan: PaidPlan }) {
  const [billing, setBilling] = useState<Billing>('monthly')
  const [method, setMethod] = useState<PaymentMethod | null>(null)
  const [funding, setFunding] = useState<PayPalFunding | null>(null)
  const checkout = useStartPayPalCheckout()
  const pay = (chosen: PayPalFunding) => {
    setFunding(chosen)
    checkout.mutate({ plan, billing })
  }
  // After a successful start the browser is leaving for PayPal: the buttons stay busy.
  const leaving = checkout.isPending || checkout.isSuccess
  return (
    <Stack gap="md">
      <BillingChoice value={billing} onChange={setBilling} />
      <PaymentMethodCards selected={method} onSelect={setMethod} />
      {method === 'paypal' && <PayPalButtons busy={leaving ? funding : null} onPay={pay} />}
      {checkout.isError && <OrderFailure error={checkout.error} />}
    </Stack>
  )
}
