import { test } from '@japa/runner'
import logger from '@adonisjs/core/services/logger'
import { googleSignIn } from '#config/ally'
import { CookieAgent } from '#tests/helpers/cookie_agent'

interface LogEntry {
  level: number
  msg?: string
  err?: unknown
}

/** pino's number for "error". */
const ERROR_LEVEL = 50

/** Every line the requests log from now on, at every level (the suite's logger is silent). */
function captureRequestLogs(): { entries: LogEntry[]; restore: () => void } {
  const entries: LogEntry[] = []
  const capture = logger.create({
    enabled: true,
    name: 'capture',
    level: 'trace',
    desination: { write: (line: string) => entries.push(JSON.parse(line)) },
  })
  const child = logger.child
  logger.child = (() => capture) as typeof logger.child
  return { entries, restore: () => (logger.child = child) }
}

test.group('Google sign-in not configured: an expected answer, not a server error', (group) => {
  group.setup(() => {
    const previous = googleSignIn.settings
    googleSignIn.settings = null
    return () => {
      googleSignIn.settings = previous
    }
  })

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
