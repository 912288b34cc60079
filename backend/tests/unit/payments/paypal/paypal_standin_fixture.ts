/*
 * The local PayPal stand-in (scripts/paypal-standin) on 127.0.0.1 with a PayPalClient pointed at
 * it, fresh for each test of a group.
 */
import { randomUUID } from 'node:crypto'
import type { Group } from '@japa/runner/core'
import { type PayPalStandIn, startPayPalStandIn } from '../../../../../scripts/paypal-standin/paypal_standin.mjs'
import { type CreateOrderInput, PayPalClient, PayPalError } from '#services/payments/paypal/paypal_client'

export const CREDENTIALS = { clientId: 'test-client-id', clientSecret: 'test-client-secret' }

export interface StandInWithClient {
  standIn: PayPalStandIn
  client: PayPalClient
}

export function clientFor(standIn: PayPalStandIn, overrides: Partial<PayPalClient['config']> = {}): PayPalClient {
  return new PayPalClient({ ...CREDENTIALS, baseUrl: standIn.url, webhookId: standIn.webhookId, ...overrides })
}

/** Each test of `group` gets its own stand-in (closed after it) and a client for it. */
export function useStandIn(group: Group): () => StandInWithClient {
  let current: StandInWithClient | undefined
  group.each.setup(async () => {
    const standIn = await startPayPalStandIn(CREDENTIALS)
    current = { standIn, client: clientFor(standIn) }
    return () => standIn.close()
  })
  return () => {
    if (!current) throw new Error('The stand-in starts in the group setup')
    return current
  }
}

/** A Pro plan order as the payment action would create it. */
export function proOrder(overrides: Partial<CreateOrderInput> = {}): CreateOrderInput {
  return {
    amount: { currencyCode: 'EUR', value: '4.99' },
    customId: 'user:7;plan:pro',
    description: 'Dilemma Pro, 30 days',
    returnUrl: 'http://localhost:3333/payment?plan=pro&status=success',
    cancelUrl: 'http://localhost:3333/payment?plan=pro&status=cancelled',
    requestId: randomUUID(),
    ...overrides,
  }
}

/** The PayPalError `call` fails with; fails the test when it succeeds or fails otherwise. */
export async function paypalErrorOf(call: Promise<unknown>): Promise<PayPalError> {
  const outcome = await call.then(
    () => null,
    (error: unknown) => error,
  )
  if (outcome instanceof PayPalError) return outcome
  throw new Error(`Expected a PayPalError, got ${outcome === null ? 'success' : String(outcome)}`)
}
