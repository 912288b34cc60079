import { test } from '@japa/runner'
import env from '#start/env'
import { LOGIN_LIMITS } from '#services/accounts/login_throttle'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { metricValue } from '#tests/helpers/metrics'
import { serverUrl } from '#tests/helpers/server_url'
import { EventStreamReader } from '#tests/helpers/event_stream'

test.group('GET /api/metrics', (group) => {
  group.each.teardown(() => env.set('METRICS_TOKEN', ''))

  test('Prometheus text: HTTP requests by route pattern, method and status, and the process', async ({
    client,
    assert,
  }) => {
    await client.get('/api/posts/987654321')
    const response = await client.get('/api/metrics')

    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/plain; version=0\.0\.4/)
    const text = response.text()
    const notFound = { route: '/api/posts/:id', method: 'GET', status: '404' }
    assert.isAtLeast(metricValue(text, 'http_request_duration_seconds_count', notFound), 1)
    assert.isAtLeast(metricValue(text, 'http_request_duration_seconds_bucket', { ...notFound, le: '+Inf' }), 1)
    assert.notInclude(text, '987654321')
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      assert.match(text, new RegExp(`^${name} `, 'm'))
    }
    assert.match(text, /^dilemma_db_pool_connections\{connection="\w+",state="used"\} \d+$/m)
  })

  test('counts the open live-results streams', async ({ client, assert }) => {
    const openStreams = async () => metricValue((await client.get('/api/metrics')).text(), 'dilemma_event_streams_open')
    const before = await openStreams()
    const stream = await EventStreamReader.open(serverUrl(''))
    try {
      assert.equal(await openStreams(), before + 1)
    } finally {
      stream.close()
    }
  })

  test('counts rate-limit refusals by action and webhooks by outcome', async ({ client, assert }) => {
    const read = async () => (await client.get('/api/metrics')).text()
    const refusalsBefore = metricValue(await read(), 'dilemma_rate_limit_refusals_total', { action: 'login' })
    const agent = await CookieAgent.open(client)
    let status = 0
    for (let attempt = 0; attempt <= LOGIN_LIMITS.perAccountAndIp.requests && status !== 429; attempt++) {
      const login = { usernameOrEmail: 'nobody-metrics@example.org', password: 'wrong-password' }
      status = (await agent.send('post', '/api/auth/login', login)).status()
    }
    assert.equal(status, 429)
    assert.equal(
      metricValue(await read(), 'dilemma_rate_limit_refusals_total', { action: 'login' }),
      refusalsBefore + 1,
    )

    const refused = await client.post('/api/paypal/webhook').json({ event_type: 'PAYMENT.CAPTURE.COMPLETED' })
    assert.isAtLeast(refused.status(), 400)
    const outcome = { event: 'webhook', outcome: refused.body().code }
    assert.isAtLeast(metricValue(await read(), 'dilemma_payments_total', outcome), 1)
  })

  test('with METRICS_TOKEN only for its bearer', async ({ client }) => {
    env.set('METRICS_TOKEN', 'metrics-secret')

    const without = await client.get('/api/metrics')
    without.assertStatus(401)
    without.assertBodyContains({ code: 'METRICS_TOKEN_REQUIRED' })
    without.assertHeader('www-authenticate', 'Bearer realm="metrics"')
    ;(await client.get('/api/metrics').bearerToken('metrics-secreT')).assertStatus(401)
    ;(await client.get('/api/metrics').bearerToken('metrics-secret')).assertStatus(200)
  })
})
