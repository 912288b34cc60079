#!/usr/bin/env node
/*
 * Runs the local PayPal stand-in until interrupted and prints its URL on the first line:
 *   node scripts/paypal-standin/cli.mjs --port 8790 --client-id demo --client-secret demo-secret
 * Options: --host (127.0.0.1), --port (0 = free), --client-id, --client-secret (both required),
 * --webhook-id (STANDINWEBHOOK), --public-url, --webhook-url (where its renewal control notifies the app).
 */
import { parseArgs } from 'node:util'
import { startPayPalStandIn } from './paypal_standin.mjs'

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '0' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    'webhook-id': { type: 'string' },
    'public-url': { type: 'string' },
    'webhook-url': { type: 'string' },
  },
})

if (!values['client-id'] || !values['client-secret']) {
  console.error(
    'Usage: cli.mjs --client-id <id> --client-secret <secret> [--port N] [--host H] [--webhook-id W] [--public-url U] [--webhook-url U]',
  )
  process.exit(2)
}

const standIn = await startPayPalStandIn({
  host: values.host,
  port: Number(values.port),
  clientId: values['client-id'],
  clientSecret: values['client-secret'],
  webhookId: values['webhook-id'],
  publicUrl: values['public-url'],
  webhookUrl: values['webhook-url'],
})
console.log(standIn.url)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => standIn.close().then(() => process.exit(0)))
}
