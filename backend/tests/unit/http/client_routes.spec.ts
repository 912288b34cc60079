import { test } from '@japa/runner'
import { isClientRoute } from '#services/http/client_routes'

test.group('isClientRoute', () => {
  test('{$self} is a client route')
    .with(['/', '/feed', '/feed/', '/post/12', '/user/abc', '/madmin', '/reset-password', '/impressum'])
    .run(({ assert }, path) => {
      assert.isTrue(isClientRoute(path))
    })

  test('{$self} is not')
    .with(['/feeds', '/post', '/post/1/edit', '/api/health', '/madmin/x', '/unknown', '//feed'])
    .run(({ assert }, path) => {
      assert.isFalse(isClientRoute(path))
    })
})
