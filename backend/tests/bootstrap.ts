import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { createServer } from 'node:http'
import { recreateTestDatabase } from '#tests/helpers/test_database'
import { withRequestIds, type TrustProxy } from '#services/http/request_ids'

export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  shieldApiClient(),
  authApiClient(app),
]

/**
 * Once per run: a fresh test database (SQLite file under backend/tmp, or the MySQL database
 * named by DB_DATABASE, created if missing) with every migration applied.
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [() => recreateTestDatabase()],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (suite.name === 'functional') {
    // The listener of bin/server.ts: request ids as in production.
    const trustProxy = app.config.get<TrustProxy>('app.http.trustProxy')
    return suite.setup(() => testUtils.httpServer().start((handle) => createServer(withRequestIds(handle, trustProxy))))
  }
}
