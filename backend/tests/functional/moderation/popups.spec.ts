import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import Popup from '#models/popup'
import { createUser } from '#tests/helpers/users'
import { jpegWithExif } from '#tests/helpers/images'
import { Multipart } from '#tests/helpers/multipart'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor } from '#tests/helpers/polls'

function popup(fields: Partial<Popup> = {}) {
  return Popup.create({ imageUrl: '/uploads/popups/x.webp', description: 'Hello', isActive: true, ...fields })
}

test.group('Site popups', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('popups').delete()
  })

  test('an admin uploads a popup: the picture is checked, re-encoded and stored; the list shows it', async ({
    client,
    assert,
    cleanup,
  }) => {
    const disk = drive.fake()
    cleanup(() => drive.restore())
    const agent = await agentFor(client, await createUser({ role: 'admin' }))

    const created = await agent.send(
      'post',
      '/api/popups',
      new Multipart({ description: 'Welcome!' }, { image: { contents: await jpegWithExif(), filename: 'w.jpg' } }),
    )

    created.assertStatus(201)
    const { popup: stored } = created.body()
    assert.containsSubset(stored, { description: 'Welcome!', is_active: true })
    assert.match(stored.image_url, /^\/uploads\/popups\/[\w-]+\.webp$/)
    disk.assertExists(`popups/${stored.image_url.split('/').pop()}`)
    const listed = await agent.send('get', '/api/popups')
    assert.lengthOf(listed.body().popups, 1)
    assert.containsSubset(listed.body().popups[0], { id: stored.id, image_url: stored.image_url, is_active: true })
  })

  test('no picture → 422 "Please select an image."; a text file named .png → 422 INVALID_IMAGE', async ({
    client,
    assert,
  }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))

    const missing = await agent.send('post', '/api/popups', new Multipart({ description: 'No picture' }))
    const fake = await agent.send(
      'post',
      '/api/popups',
      new Multipart({}, { image: { contents: Buffer.from('not an image'), filename: 'fake.png' } }),
    )

    missing.assertStatus(422)
    missing.assertBodyContains({ message: 'Please select an image.' })
    fake.assertStatus(422)
    fake.assertBodyContains({ code: 'INVALID_IMAGE' })
    assert.equal(
      await Popup.query()
        .count('* as total')
        .first()
        .then((row) => Number(row!.$extras.total)),
      0,
    )
  })

  test('toggle and delete; the stored picture goes with the popup', async ({ client, assert, cleanup }) => {
    const disk = drive.fake()
    cleanup(() => drive.restore())
    await disk.put('popups/x.webp', 'bytes')
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const stored = await popup()

    const off = await agent.send('put', `/api/popups/${stored.id}/toggle`, { is_active: false })
    off.assertStatus(200)
    assert.isFalse(off.body().popup.is_active)
    ;(await agent.send('put', `/api/popups/${stored.id}/toggle`, { is_active: 'no' })).assertStatus(422)
    ;(await agent.send('delete', `/api/popups/${stored.id}`)).assertStatus(200)

    assert.isNull(await Popup.find(stored.id))
    disk.assertMissing('popups/x.webp')
    const missing = await agent.send('delete', `/api/popups/${stored.id}`)
    missing.assertStatus(404)
    missing.assertBodyContains({ code: 'POPUP_NOT_FOUND' })
  })

  test('GET /api/popups/active gives anyone the newest active popup within its dates, or null', async ({
    client,
    assert,
  }) => {
    const guest = await CookieAgent.open(client)
    const active = async () => (await guest.send('get', '/api/popups/active')).body().popup

    assert.isNull(await active())
    const current = await popup({ description: 'Current' })
    await popup({ description: 'Switched off', isActive: false })
    await popup({ description: 'Not yet', startsAt: DateTime.utc().plus({ days: 1 }) })
    await popup({ description: 'Over', endsAt: DateTime.utc().minus({ minutes: 1 }) })

    assert.deepEqual(await active(), { id: current.id, image_url: '/uploads/popups/x.webp', description: 'Current' })
  })

  test('a guest → 401, a member → 403 on every managing route', async ({ client, assert }) => {
    const stored = await popup()
    const guest = await CookieAgent.open(client)
    const member = await agentFor(client, await createUser({ role: 'premiumuser' }))
    const routes: [string, string, unknown?][] = [
      ['get', '/api/popups'],
      ['post', '/api/popups', new Multipart({ description: 'x' })],
      ['put', `/api/popups/${stored.id}/toggle`, { is_active: false }],
      ['delete', `/api/popups/${stored.id}`],
    ]

    for (const [method, url, body] of routes) {
      ;(await guest.send(method as 'get', url, body)).assertStatus(401)
      ;(await member.send(method as 'get', url, body)).assertStatus(403)
    }
    assert.isTrue((await Popup.findOrFail(stored.id)).isActive)
  })
})
