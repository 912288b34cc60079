import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Invitation from '#models/invitation'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { createUser } from '#tests/helpers/users'
import { invite } from '#tests/helpers/invitations'
import { TemporaryOutbox } from '#tests/helpers/outbox'

const outbox = new TemporaryOutbox()

async function adminAgent(client: ApiClient) {
  const agent = await CookieAgent.open(client)
  await agent.actAs(await createUser({ role: 'admin' }))
  return agent
}

test.group('Admin invitations', (group) => {
  group.setup(async () => {
    await outbox.open()
    return () => outbox.close()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('invites several addresses at once, mails each, and skips registered ones', async ({ client, assert }) => {
    const member = await createUser({ email: 'already@example.com' })
    const agent = await adminAgent(client)

    const response = await agent.send('post', '/api/admin/invitations', {
      emails: ['Anna@Example.com', 'bea@example.com', 'anna@example.com', member.email],
      expiresInDays: 3,
      language: 'en',
    })

    response.assertStatus(201)
    assert.deepEqual(response.body().already_registered, ['already@example.com'])
    const invited = response.body().invitations
    assert.deepEqual(
      invited.map((row: { email: string }) => row.email),
      ['anna@example.com', 'bea@example.com'],
    )
    for (const row of invited)
      assert.containsSubset(row, { status: 'pending', outcome: 'invited', mail_sent: true, used_at: null })
    const expiresAt = DateTime.fromISO(invited[0].expires_at)
    assert.closeTo(expiresAt.diffNow('days').days, 3, 0.01)

    const [mail] = await outbox.mailsTo('anna@example.com')
    assert.equal(mail!.subject, 'Your invitation to Dilemma')
    assert.equal((await outbox.linkIn('anna@example.com', '/register')).pathname, '/register')
    assert.lengthOf(await outbox.mailsTo('already@example.com'), 0)
  })

  test('inviting an address again renews its invitation', async ({ client, assert }) => {
    const expired = await invite('late@example.com', DateTime.utc().minus({ days: 1 }))
    const agent = await adminAgent(client)

    const response = await agent.send('post', '/api/admin/invitations', { emails: ['late@example.com'] })

    response.assertStatus(201)
    assert.containsSubset(response.body().invitations[0], { id: expired.id, outcome: 'renewed', status: 'pending' })
    await expired.refresh()
    assert.isTrue(expired.expiresAt > DateTime.utc().plus({ days: 13 }))
  })

  test('lists invitations with their status, filtered by status and search', async ({ client, assert }) => {
    await invite('pending@example.com')
    await invite('expired@example.com', DateTime.utc().minus({ minutes: 1 }))
    const used = await invite('used@example.com')
    await used.merge({ usedAt: DateTime.utc() }).save()
    const agent = await adminAgent(client)

    const all = await agent.send('get', '/api/admin/invitations')
    all.assertStatus(200)
    const statuses = Object.fromEntries(
      all.body().invitations.map((row: { email: string; status: string }) => [row.email, row.status]),
    )
    assert.deepEqual(statuses, {
      'pending@example.com': 'pending',
      'expired@example.com': 'expired',
      'used@example.com': 'used',
    })
    assert.deepEqual(all.body().pagination, { page: 1, limit: 50, total: 3, totalPages: 1 })

    for (const status of ['pending', 'expired', 'used']) {
      const filtered = await agent.send('get', `/api/admin/invitations?status=${status}`)
      assert.deepEqual(
        filtered.body().invitations.map((row: { email: string }) => row.email),
        [`${status}@example.com`],
      )
    }
    const searched = await agent.send('get', '/api/admin/invitations?search=EXPI')
    assert.deepEqual(
      searched.body().invitations.map((row: { email: string }) => row.email),
      ['expired@example.com'],
    )
  })

  test('?dryRun=true: inviting says invited, renewed or already registered, and writes or mails nothing', async ({
    client,
    assert,
  }) => {
    const member = await createUser({ email: 'already@example.com' })
    await invite('late@example.com', DateTime.utc().minus({ days: 1 }))
    const agent = await adminAgent(client)

    const response = await agent.send('post', '/api/admin/invitations?dryRun=true', {
      emails: ['New@example.com', 'late@example.com', member.email],
    })

    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      success: true,
      dryRun: true,
      invitations: [
        { email: 'new@example.com', outcome: 'invited' },
        { email: 'late@example.com', outcome: 'renewed' },
      ],
      already_registered: ['already@example.com'],
    })
    assert.isNull(await Invitation.findBy('email', 'new@example.com'))
    assert.lengthOf(await outbox.mailsTo('new@example.com'), 0)
  })

  test('?dryRun=true: revoking checks like the real run and deletes nothing', async ({ client, assert }) => {
    const pending = await invite('pending@example.com')
    const used = await invite('used@example.com')
    await used.merge({ usedAt: DateTime.utc() }).save()
    const agent = await adminAgent(client)

    ;(await agent.send('delete', `/api/admin/invitations/${pending.id}?dryRun=true`)).assertBodyContains({
      dryRun: true,
    })
    assert.isNotNull(await Invitation.find(pending.id))
    ;(await agent.send('delete', `/api/admin/invitations/${used.id}?dryRun=true`)).assertStatus(409)
    ;(await agent.send('delete', '/api/admin/invitations/999999?dryRun=true')).assertStatus(404)
  })

  test('revokes a pending invitation; a used one stays; an unknown one is 404', async ({ client, assert }) => {
    const pending = await invite('pending@example.com')
    const used = await invite('used@example.com')
    await used.merge({ usedAt: DateTime.utc() }).save()
    const agent = await adminAgent(client)

    ;(await agent.send('delete', `/api/admin/invitations/${pending.id}`)).assertStatus(200)
    assert.isNull(await Invitation.find(pending.id))

    const usedResponse = await agent.send('delete', `/api/admin/invitations/${used.id}`)
    usedResponse.assertStatus(409)
    assert.equal(usedResponse.body().code, 'INVITATION_USED')

    const unknown = await agent.send('delete', '/api/admin/invitations/999999')
    unknown.assertStatus(404)
    assert.equal(unknown.body().code, 'NOT_FOUND')
  })

  test('{title}')
    .with([
      { title: 'guest → 401 TOKEN_MISSING', role: null, status: 401, code: 'TOKEN_MISSING' },
      { title: 'member → 403 FORBIDDEN', role: 'user', status: 403, code: 'FORBIDDEN' },
      { title: 'trial prouser → 403 FORBIDDEN', role: 'prouser', status: 403, code: 'FORBIDDEN' },
    ] as const)
    .run(async ({ client, assert }, { role, status, code }) => {
      const agent = await CookieAgent.open(client)
      if (role) await agent.actAs(await createUser({ role }))
      const pending = await invite('pending@example.com')

      for (const [method, url, body] of [
        ['get', '/api/admin/invitations', undefined],
        ['post', '/api/admin/invitations', { emails: ['x@example.com'] }],
        ['delete', `/api/admin/invitations/${pending.id}`, undefined],
      ] as const) {
        const response = await agent.send(method, url, body)
        response.assertStatus(status)
        assert.equal(response.body().code, code)
      }
      assert.isNull(await Invitation.findBy('email', 'x@example.com'))
      assert.isNotNull(await Invitation.find(pending.id))
    })

  test('without the XSRF header → 403 CSRF_MISMATCH', async ({ client, assert }) => {
    const agent = await adminAgent(client)

    const response = await agent.send('post', '/api/admin/invitations', { emails: ['x@example.com'] }, { csrf: false })

    response.assertStatus(403)
    assert.equal(response.body().code, 'CSRF_MISMATCH')
    assert.isNull(await Invitation.findBy('email', 'x@example.com'))
  })

  test('invalid addresses and expiry → 422 VALIDATION_ERROR', async ({ client, assert }) => {
    const agent = await adminAgent(client)

    const response = await agent.send('post', '/api/admin/invitations', { emails: ['not-an-email'], expiresInDays: 0 })

    response.assertStatus(422)
    assert.sameMembers(
      response.body().errors.map((error: { field: string }) => error.field),
      ['emails.0', 'expiresInDays'],
    )
  })
})
