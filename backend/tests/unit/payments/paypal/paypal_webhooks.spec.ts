import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import { clientFor, useStandIn } from '#tests/unit/payments/paypal/paypal_standin_fixture'

interface Delivery {
  headers: IncomingHttpHeaders
  body: string
}

/** Our side of a webhook on 127.0.0.1: records each notification and answers 200. */
async function startWebhookReceiver() {
  const deliveries: Delivery[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
    response.writeHead(200).end()
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/paypal/webhook`
  return { url, deliveries, close: () => new Promise<void>((closed) => server.close(() => closed())) }
}

/** Header values as a web framework hands them over. */
function headerRecord(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value?.toString()]))
}

test.group('PayPal client: webhook signatures', (group) => {
  const paypal = useStandIn(group)

  test('a notification delivered by PayPal verifies (SUCCESS), given its raw body', async ({ assert, cleanup }) => {
    const { standIn, client } = paypal()
    const receiver = await startWebhookReceiver()
    cleanup(() => receiver.close())

    const sent = await standIn.sendWebhook(receiver.url, 'PAYMENT.CAPTURE.REFUNDED', { id: 'REFUND1' })

    assert.equal(sent.status, 200)
    const [delivery] = receiver.deliveries
    const event = JSON.parse(delivery.body)
    assert.match(event.id, /^WH-/)
    assert.equal(event.event_type, 'PAYMENT.CAPTURE.REFUNDED')
    assert.equal(delivery.headers['paypal-auth-algo'], 'SHA256withRSA')
    assert.isTrue(await client.verifyWebhookSignature(headerRecord(delivery.headers), delivery.body))
  })

  test('a parsed event verifies too; header names are matched in any case', async ({ assert }) => {
    const { standIn, client } = paypal()
    const { headers, event } = standIn.createWebhookNotification('PAYMENT.CAPTURE.REVERSED', { id: 'CAPTURE1' })
    const upperCased = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toUpperCase(), value]))
    assert.isTrue(await client.verifyWebhookSignature(upperCased, event))
  })

  test('a tampered notification does not verify (FAILURE)', async ({ assert }) => {
    const { standIn, client } = paypal()
    const { headers, event } = standIn.createWebhookNotification('PAYMENT.CAPTURE.REFUNDED', { id: 'REFUND1' })
    assert.isFalse(await client.verifyWebhookSignature(headers, { ...event, resource: { id: 'REFUND2' } }))
  })

  test('a notification signed for another webhook does not verify', async ({ assert }) => {
    const { standIn } = paypal()
    const { headers, event } = standIn.createWebhookNotification('PAYMENT.CAPTURE.REFUNDED', { id: 'REFUND1' })
    assert.isFalse(await clientFor(standIn, { webhookId: 'ANOTHERWEBHOOK' }).verifyWebhookSignature(headers, event))
  })

  test('without transmission headers or a webhook id nothing is asked of PayPal', async ({ assert }) => {
    const { standIn, client } = paypal()
    const { headers, event } = standIn.createWebhookNotification('PAYMENT.CAPTURE.REFUNDED', { id: 'REFUND1' })
    const { ['paypal-transmission-sig']: _signature, ...unsigned } = headers
    assert.isFalse(await client.verifyWebhookSignature(unsigned, event))
    assert.isFalse(await clientFor(standIn, { webhookId: null }).verifyWebhookSignature(headers, event))
    assert.equal(standIn.tokenRequestCount(), 0)
  })
})
