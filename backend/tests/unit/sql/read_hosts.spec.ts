import { test } from '@japa/runner'
import { parseReadHosts } from '#services/sql/read_hosts'

test.group('DB_READ_HOSTS', () => {
  test('hosts with and without a port; nothing set is no replica', ({ assert }) => {
    assert.deepEqual(parseReadHosts(' replica-1.db:3307, 10.0.0.2 ,', 3306), [
      { host: 'replica-1.db', port: 3307 },
      { host: '10.0.0.2', port: 3306 },
    ])
    assert.deepEqual(parseReadHosts(undefined, 3306), [])
    assert.deepEqual(parseReadHosts('', 3306), [])
  })

  test('a malformed entry stops the start', ({ assert }) => {
    for (const value of ['replica:', 'replica:99999', 'user@replica', 'replica:33:06']) {
      assert.throws(() => parseReadHosts(value, 3306), /DB_READ_HOSTS/)
    }
  })
})
