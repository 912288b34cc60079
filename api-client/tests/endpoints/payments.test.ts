import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/index.js'
import type { PlansResponse, SubscriptionStatus } from '../../src/index.js'
import { createFakeFetch, errorResponse, jsonResponse } from '../support/fake-fetch.js'

function clientAnswering(body: unknown) {
  const network = createFakeFetch(() => jsonResponse(200, body))
  return { network, client: createApiClient({ baseUrl: '/api', fetch: network.fetch }) }
}

const calledRoutes = (network: ReturnType<typeof createFakeFetch>) =>
  network.calls.map((call) => `${call.method} ${call.url}`)

describe('payment calls', () => {
  it('reads the plan table', async () => {
    const body: PlansResponse = {
      success: true,
      demo: false,
      plans: [
        {
          id: 'pro',
          role: 'prouser',
          price: 4.99,
          originalPrice: 9.99,
          currency: 'EUR',
          interval: 'month',
          postsPerDay: 5,
          features: ['plans.features.postsPerDay'],
          mostPopular: true,
        },
      ],
    }
    const { network, client } = clientAnswering(body)

    await expect(client.payments.plans()).resolves.toEqual(body)
    expect(calledRoutes(network)).toEqual(['GET /api/plans'])
  })

  it('creates and captures an order with the plan only, never a price', async () => {
    const created = clientAnswering({ success: true, id: 'ORDER1', approveUrl: 'https://paypal.test/approve' })
    await expect(created.client.payments.createOrder('pro')).resolves.toMatchObject({ id: 'ORDER1' })
    expect(calledRoutes(created.network)).toEqual(['POST /api/paypal/create-order'])
    expect(created.network.calls[0]?.body).toEqual(JSON.stringify({ plan: 'pro' }))

    const captured = clientAnswering({ success: true, status: 'COMPLETED', role: 'prouser', renewalDate: 'x' })
    await captured.client.payments.captureOrder({ orderID: 'ORDER1', userId: 4, plan: 'pro' })
    expect(calledRoutes(captured.network)).toEqual(['POST /api/paypal/capture-order'])
    expect(captured.network.calls[0]?.body).toEqual(JSON.stringify({ orderID: 'ORDER1', userId: 4, plan: 'pro' }))
  })

  it('creates a monthly subscription with the plan only and confirms it by PayPal id', async () => {
    const created = clientAnswering({ success: true, id: 'I-1', approveUrl: 'https://paypal.test/approve' })
    await expect(created.client.payments.createSubscription('enterprise')).resolves.toMatchObject({ id: 'I-1' })
    expect(calledRoutes(created.network)).toEqual(['POST /api/paypal/create-subscription'])
    expect(created.network.calls[0]?.body).toEqual(JSON.stringify({ plan: 'enterprise' }))

    const confirmed = clientAnswering({ success: true, status: 'ACTIVE', role: 'premiumuser', renewalDate: 'x' })
    await confirmed.client.payments.confirmSubscription('I-1')
    expect(calledRoutes(confirmed.network)).toEqual(['POST /api/paypal/confirm-subscription'])
    expect(confirmed.network.calls[0]?.body).toEqual(JSON.stringify({ subscriptionID: 'I-1' }))
  })

  it('reads and cancels her subscription', async () => {
    const status: SubscriptionStatus = {
      success: true,
      currentPlan: 'pro',
      planName: 'Pro',
      isActive: true,
      features: [],
      renewalDate: '2026-02-01T00:00:00.000Z',
      renews: true,
      canCancel: true,
      paypalSubscriptionId: 'I-3',
      declinedPayment: null,
    }
    const read = clientAnswering(status)
    await expect(read.client.payments.subscriptionStatus()).resolves.toEqual(status)
    expect(calledRoutes(read.network)).toEqual(['GET /api/users/subscription-status'])

    const cancel = clientAnswering({ success: true, message: 'ok', endsAt: status.renewalDate })
    await cancel.client.payments.cancelSubscription({ subscriptionId: 'I-3', reason: 'too dear' })
    expect(calledRoutes(cancel.network)).toEqual(['POST /api/paypal/cancel-subscription'])
  })

  it('passes PAYMENT_FAILED on with its code', async () => {
    const failing = createFakeFetch(() => errorResponse(402, 'PAYMENT_FAILED'))
    const client = createApiClient({ baseUrl: '/api', fetch: failing.fetch })

    await expect(client.payments.captureOrder({ orderID: 'O', userId: 1, plan: 'pro' })).rejects.toMatchObject({
      status: 402,
      code: 'PAYMENT_FAILED',
    })
  })
})
