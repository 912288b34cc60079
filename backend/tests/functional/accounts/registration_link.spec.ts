import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Invitation from '#models/invitation'
import { ACCOUNT_LIMITS } from '#services/accounts/attempt_throttle'
import { createOneTimeToken } from '#services/accounts/one_time_token'
import { assertThrottled } from '#tests/helpers/throttle'
import { invite } from '#tests/helpers/invitations'

/** An invitation of `email` whose registration link (the returned token) was mailed. */
async function mailedLink(email: string, link: Partial<Pick<Invitation, 'tokenExpiresAt' | 'usedAt'>> = {}) {
  const { token, tokenHash } = createOneTimeToken()
  const invitation = await invite(email)
  await invitation.merge({ tokenHash, tokenExpiresAt: DateTime.utc().plus({ hours: 1 }), ...link }).save()
  return { invitation, token }
}

const checkLink = (client: ApiClient, token: string) =>
  client.get(`/api/auth/registration-token/${encodeURIComponent(token)}`)

test.group('GET /api/auth/registration-token/:token', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a valid link → its e-mail address, and the invitation stays unused', async ({ client, assert }) => {
    const { invitation, token } = await mailedLink('Lea@Example.com')

    const response = await checkLink(client, token)

    response.assertStatus(200)
    response.assertBody({ success: true, email: 'lea@example.com' })
    await invitation.refresh()
    assert.isNull(invitation.usedAt)
  })

  test('{title} → 400 INVALID_OR_EXPIRED_TOKEN')
    .with([
      { title: 'a used link', link: { usedAt: DateTime.utc().minus({ minutes: 1 }) } },
      { title: 'an expired link', link: { tokenExpiresAt: DateTime.utc().minus({ seconds: 1 }) } },
    ])
    .run(async ({ client }, { link }) => {
      const { token } = await mailedLink('ina@example.com', link)

      const response = await checkLink(client, token)

      response.assertStatus(400)
      response.assertBodyContains({ success: false, code: 'INVALID_OR_EXPIRED_TOKEN' })
    })

  test('an unknown token → 400 INVALID_OR_EXPIRED_TOKEN', async ({ client }) => {
    await mailedLink('ina@example.com')

    const response = await checkLink(client, 'not-a-token')

    response.assertStatus(400)
    response.assertBodyContains({ success: false, code: 'INVALID_OR_EXPIRED_TOKEN' })
  })

  test('is rate limited per IP → 429 TOO_MANY_ATTEMPTS', async ({ client }) => {
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.registrationLink.perIp.requests; attempt++) {
      ;(await checkLink(client, `guess-${attempt}`)).assertStatus(400)
    }

    assertThrottled(await checkLink(client, 'another-guess'))
  })
})
