import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { createUser } from '#tests/helpers/users'

const LONE_SURROGATE = '\udfff'

const wellFormedError = (field: string) => ({
  success: false,
  code: 'VALIDATION_ERROR',
  errors: [{ field, rule: 'wellFormedUnicode' }],
})

test.group('Hardening: ill-formed Unicode in the input', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a lone surrogate in the e-mail of {$self} → 422 naming the field')
    .with(['/api/auth/forgot-password', '/api/auth/initiate-registration'])
    .run(async ({ client }, url) => {
      const agent = await CookieAgent.open(client)

      const response = await agent.send('post', url, { email: LONE_SURROGATE })

      response.assertStatus(422)
      response.assertBodyContains(wellFormedError('email'))
    })

  test('a lone surrogate inside an admin invitation list → 422 naming the item', async ({ client }) => {
    const agent = await CookieAgent.open(client)
    await agent.actAs(await createUser({ role: 'admin' }))

    const response = await agent.send('post', '/api/admin/invitations', {
      emails: ['fine@example.com', `bad${LONE_SURROGATE}@example.com`],
      language: 'en',
    })

    response.assertStatus(422)
    response.assertBodyContains(wellFormedError('emails.1'))
  })

  test('a lone surrogate in a key is refused too, and well-formed emoji pass', async ({ client }) => {
    const agent = await CookieAgent.open(client)

    const badKey = await agent.send('post', '/api/auth/login', { [`x${LONE_SURROGATE}`]: 'a', password: 'b' })
    const emoji = await agent.send('post', '/api/auth/login', { usernameOrEmail: '🙂@example.com', password: 'b' })

    badKey.assertStatus(422)
    badKey.assertBodyContains(wellFormedError('x\ufffd'))
    emoji.assertStatus(401)
  })
})
