import { test } from '@japa/runner'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { useGoogleSettings } from '#tests/helpers/openid_provider'
import { ERROR_LEVEL, captureRequestLogs } from '#tests/helpers/request_logs'

test.group('Google sign-in not configured: an expected answer, not a server error', (group) => {
  group.setup(() => useGoogleSettings(null))

  test('503 GOOGLE_NOT_CONFIGURED is logged as a warning without error level or stack', async ({
    client,
    assert,
    cleanup,
  }) => {
    const agent = await CookieAgent.open(client)
    const logs = captureRequestLogs()
    cleanup(logs.restore)

    const response = await agent.send('get', '/api/auth/google/url?action=login')

    response.assertStatus(503)
    response.assertBodyContains({ success: false, code: 'GOOGLE_NOT_CONFIGURED' })
    assert.isTrue(logs.entries.some((entry) => entry.msg === 'Google sign-in is not configured on this server.'))
    assert.isEmpty(logs.entries.filter((entry) => entry.level >= ERROR_LEVEL || entry.err !== undefined))
    assert.notInclude(JSON.stringify(logs.entries), 'stack')
  })
})
