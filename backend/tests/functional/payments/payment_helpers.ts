/*
 * The local PayPal stand-in (scripts/paypal-standin) as the server's PayPal for a test group: the
 * PAYPAL_* variables point the process's client at it and are removed afterwards.
 */
import type { Group } from '@japa/runner/core'
import type { ApiClient } from '@japa/api-client'
import { type PayPalStandIn, startPayPalStandIn } from '../../../../scripts/paypal-standin/paypal_standin.mjs'
import User from '#models/user'
import { agentFor } from '#tests/helpers/polls'
import { createUser } from '#tests/helpers/users'
import type { CookieAgent } from '#tests/helpers/cookie_agent'

const CREDENTIALS = { clientId: 'payments-test-client', clientSecret: 'payments-test-secret' }
const VARIABLES = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_BASE_URL', 'PAYPAL_WEBHOOK_ID'] as const

/** A stand-in for the whole group, configured as the server's PayPal; returns a getter for it. */
export function usePayPalStandIn(group: Group): () => PayPalStandIn {
  let standIn: PayPalStandIn | undefined
  group.setup(async () => {
    standIn = await startPayPalStandIn(CREDENTIALS)
    configurePayPal(standIn)
    return async () => {
      unconfigurePayPal()
      await standIn?.close()
    }
  })
  return () => {
    if (!standIn) throw new Error('The stand-in starts in the group setup')
    return standIn
  }
}

export function configurePayPal(standIn: PayPalStandIn) {
  process.env.PAYPAL_CLIENT_ID = CREDENTIALS.clientId
  process.env.PAYPAL_CLIENT_SECRET = CREDENTIALS.clientSecret
  process.env.PAYPAL_BASE_URL = standIn.url
  process.env.PAYPAL_WEBHOOK_ID = standIn.webhookId
}

export function unconfigurePayPal() {
  for (const name of VARIABLES) delete process.env[name]
}

export interface Member {
  user: User
  agent: CookieAgent
}

export async function signedInMember(client: ApiClient): Promise<Member> {
  const user = await createUser()
  return { user, agent: await agentFor(client, user) }
}

/** Creates her order for `plan` and approves it at the stand-in, as the buyer would; returns the order id. */
export async function approvedOrder(standIn: PayPalStandIn, member: Member, plan = 'pro'): Promise<string> {
  const created = await member.agent.send('post', '/api/paypal/create-order', { plan })
  created.assertStatus(200)
  const orderId = created.body().id as string
  standIn.approveOrder(orderId)
  return orderId
}

export function capture(member: Member, orderID: string, plan = 'pro', userId = member.user.id) {
  return member.agent.send('post', '/api/paypal/capture-order', { orderID, userId, plan })
}

/** GET /users/subscription-status as she sees it. */
export async function subscriptionStatus(member: Member) {
  return (await member.agent.send('get', '/api/users/subscription-status')).body()
}

export async function roleOf(member: Member): Promise<string> {
  return (await member.agent.send('get', '/api/users/me')).body().user.role
}

export async function reloaded(member: Member): Promise<User> {
  return User.findOrFail(member.user.id)
}
