import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Popup from '#models/popup'
import type User from '#models/user'
import UserSession from '#models/user_session'
import { cardAuthors, cardTags } from '#services/cache/card_caches'
import { sessionUsers } from '#services/cache/session_user_cache'
import { visitorPopups } from '#services/cache/visitor_popup_cache'
import { createUser } from '#tests/helpers/users'
import { createPoll } from '#tests/helpers/polls'

function liveSessionOf(user: User) {
  return UserSession.create({ userId: user.id, refreshTokenHash: 'hash', expiresAt: DateTime.utc().plus({ days: 1 }) })
}

/** The models hold no cache code: a saved row still leaves every cache that holds it. */
test.group('Caches forget saved rows', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a saved user leaves the card authors and her sessions', async ({ assert }) => {
    const user = await createUser()
    const session = await liveSessionOf(user)
    cardAuthors.set(user.id, user)
    sessionUsers.set(session.id, user)

    user.bio = 'changed'
    await user.save()

    assert.isUndefined(cardAuthors.get(user.id))
    assert.isUndefined(sessionUsers.get(session.id))
  })

  test('a saved session is checked against the database again', async ({ assert }) => {
    const user = await createUser()
    const session = await liveSessionOf(user)
    sessionUsers.set(session.id, user)

    session.revokedAt = DateTime.utc()
    await session.save()

    assert.isUndefined(sessionUsers.get(session.id))
  })

  test('a new post never shows the tags a rolled-back post of its id had', async ({ assert }) => {
    const author = await createUser()
    const stale = { id: 1, name: 'stale', category_id: 1 }
    const nextId = (await createPoll(author)).id + 1
    cardTags.set(nextId, [stale])

    const post = await createPoll(author)

    assert.equal(post.id, nextId)
    assert.isUndefined(cardTags.get(post.id))
  })

  test('a saved or deleted popup leaves the visitors’ popup', async ({ assert }) => {
    visitorPopups.set('active', 'none')
    const popup = await Popup.create({ imageUrl: '/uploads/popups/x.webp', isActive: true })
    assert.isUndefined(visitorPopups.get('active'))

    visitorPopups.set('active', 'none')
    await popup.delete()
    assert.isUndefined(visitorPopups.get('active'))
  })
})
