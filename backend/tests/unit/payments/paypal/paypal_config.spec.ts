import { test } from '@japa/runner'
import { paypalClient, paypalConfigFromEnv } from '#services/payments/paypal/paypal_client'

const PAYPAL_VARIABLES = [
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_MODE',
  'PAYPAL_BASE_URL',
  'PAYPAL_WEBHOOK_ID',
]

/** Sets the PayPal variables for one test (unset when not given) and restores them after it. */
function usePayPalEnv(cleanup: (handler: () => void) => void, values: Record<string, string>) {
  const previous = PAYPAL_VARIABLES.map((name) => [name, process.env[name]] as const)
  for (const name of PAYPAL_VARIABLES) delete process.env[name]
  Object.assign(process.env, values)
  cleanup(() => {
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })
}

const CREDENTIALS = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }

test.group('PayPal configuration from the environment', () => {
  test('without client id and secret PayPal is not configured', ({ assert, cleanup }) => {
    usePayPalEnv(cleanup, { PAYPAL_CLIENT_ID: 'id' })
    assert.isNull(paypalConfigFromEnv())
    assert.isNull(paypalClient())
  })

  test("PayPal's sandbox by default, its live API in live mode", ({ assert, cleanup }) => {
    usePayPalEnv(cleanup, CREDENTIALS)
    assert.deepEqual(paypalConfigFromEnv(), {
      clientId: 'id',
      clientSecret: 'secret',
      baseUrl: 'https://api-m.sandbox.paypal.com',
      webhookId: null,
    })
    process.env.PAYPAL_MODE = 'live'
    assert.equal(paypalConfigFromEnv()?.baseUrl, 'https://api-m.paypal.com')
  })

  test('PAYPAL_BASE_URL points elsewhere; PAYPAL_WEBHOOK_ID is kept', ({ assert, cleanup }) => {
    usePayPalEnv(cleanup, {
      ...CREDENTIALS,
      PAYPAL_MODE: 'live',
      PAYPAL_BASE_URL: 'http://127.0.0.1:8790/',
      PAYPAL_WEBHOOK_ID: 'STANDINWEBHOOK',
    })
    assert.include(paypalConfigFromEnv(), { baseUrl: 'http://127.0.0.1:8790', webhookId: 'STANDINWEBHOOK' })
  })

  test('one client per configuration, so its token is reused', ({ assert, cleanup }) => {
    usePayPalEnv(cleanup, CREDENTIALS)
    const client = paypalClient()
    assert.strictEqual(paypalClient(), client)
    process.env.PAYPAL_BASE_URL = 'http://127.0.0.1:8790'
    assert.notStrictEqual(paypalClient(), client)
  })
})
