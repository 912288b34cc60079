import { Stack } from '@dilemma/design-system'
import { useState } from 'react'
import type { PaidPlan } from '../../premium/lib/plans'
import { useCreatePayPalOrder } from '../api/useCreatePayPalOrder'
import { OrderFailure } from './OrderFailure'
import { PaymentMethodCards } from './PaymentMethodCards'
import type { PaymentMethod } from './PaymentMethodCards'
import { PayPalButtons } from './PayPalButtons'
import type { PayPalFunding } from './PayPalButtons'

/** Method cards; choosing PayPal shows its buttons, which create the order and go to PayPal. */
export function PayPalCheckout({ plan }: { plan: PaidPlan }) {
  const [method, setMethod] = useState<PaymentMethod | null>(null)
  const [funding, setFunding] = useState<PayPalFunding | null>(null)
  const order = useCreatePayPalOrder()
  const pay = (chosen: PayPalFunding) => {
    setFunding(chosen)
    order.mutate(plan)
  }
  // After a successful order the browser is leaving for PayPal: the buttons stay busy.
  const leaving = order.isPending || order.isSuccess
  return (
    <Stack gap="md">
      <PaymentMethodCards selected={method} onSelect={setMethod} />
      {method === 'paypal' && <PayPalButtons busy={leaving ? funding : null} onPay={pay} />}
      {order.isError && <OrderFailure error={order.error} />}
    </Stack>
  )
}
