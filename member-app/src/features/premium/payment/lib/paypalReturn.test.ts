import { describe, expect, it } from 'vitest'
import { readPayPalReturn, withoutPayPalReturn } from './paypalReturn'

const params = (search: string) => new URLSearchParams(search)

describe('PayPal return', () => {
  it('reads an approval with its order id, and a cancellation', () => {
    expect(readPayPalReturn(params('?plan=pro&status=success&token=5O190127&PayerID=QYR5Z8'))).toEqual({
      outcome: 'approved',
      orderId: '5O190127',
    })
    expect(readPayPalReturn(params('?plan=pro&status=cancelled&token=5O190127'))).toEqual({ outcome: 'cancelled' })
  })

  it('reads a subscription approval by its subscription id', () => {
    const back = '?plan=pro&billing=monthly&status=success&subscription_id=I-BW452GLLEP1G&ba_token=BA-1&token=BA-1'
    expect(readPayPalReturn(params(back))).toEqual({ outcome: 'subscribed', subscriptionId: 'I-BW452GLLEP1G' })
    expect(withoutPayPalReturn(params(back)).toString()).toBe('plan=pro')
  })

  it('is no return on a plain visit or a success without an order id', () => {
    expect(readPayPalReturn(params('?plan=pro'))).toBeNull()
    expect(readPayPalReturn(params('?plan=pro&status=success'))).toBeNull()
    expect(readPayPalReturn(params('?plan=pro&status=other&token=1'))).toBeNull()
  })

  it('removes the return parameters and keeps the plan', () => {
    const cleaned = withoutPayPalReturn(params('?plan=pro&status=success&token=5O190127&PayerID=QYR5Z8'))
    expect(cleaned.toString()).toBe('plan=pro')
  })
})
