import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import ModerationAuditEntry from '#models/moderation_audit_entry'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { EventStreamReader } from '#tests/helpers/event_stream'
import { serverUrl } from '#tests/helpers/server_url'
import { agentFor } from '#tests/helpers/polls'
import { pollRequest, startEachWithoutWatchedWords } from '#tests/helpers/watched_words'
import { answersFor, feedFirstPage } from '#queries/first_screen/first_screen_answers'
import { FEED_SORTS } from '@dilemma/contract/polls'

const ENTRIES = [
  { word: 'kredit*', language: 'de' },
  { word: 'crypto scheme', language: 'en' },
  { word: 'ırkçı', language: 'tr' },
] as const

/** The poll fields a watched word is looked for in, with a text of each language that matches. */
const MATCHING = [
  ['title', { title: 'Kredithai oder Bank?' }],
  ['description', { description: 'A CRYPTO  Scheme, really' }],
  ['option_a', { option_a: 'IRKÇI' }],
  ['option_c', { option_c: 'Kredit' }],
  ['tags.1', { tags: ['tea', 'ırkçı'] }],
] as const

/** Texts that hold no entry: inside another word, a Turkish I that is ı, a phrase cut apart. */
const NOT_MATCHING = [
  { title: 'Smartwatch or Sofortkredit?' },
  { title: 'IRKCI?', description: 'irkçi' },
  { description: 'crypto, then a scheme' },
  { tags: ['sofortkredit'] },
]

async function addWords(client: ApiClient, action: 'hold' | 'flag') {
  const admin = await createUser({ role: 'admin' })
  const agent = await agentFor(client, admin)
  for (const entry of ENTRIES)
    (await agent.send('post', '/api/admin/watched-words', { ...entry, action })).assertStatus(201)
  return { admin, agent }
}

async function heldPoll(client: ApiClient, author: User, fields: Record<string, unknown> = { title: 'Kredit?' }) {
  const agent = await agentFor(client, author)
  const created = await agent.send('post', '/api/posts', pollRequest(fields))
  created.assertStatus(201)
  return { agent, id: created.body().post.id as number, body: created.body() }
}

const ids = (body: { posts: { id: number }[] }) => body.posts.map((post) => post.id)

test.group('Watched words: hold', (group) => {
  startEachWithoutWatchedWords(group)

  test('a held word in any poll field, in de, en and tr, saves the poll held; others are published', async ({
    client,
    assert,
  }) => {
    await addWords(client, 'hold')
    const member = await createUser({ role: 'premiumuser' })
    const agent = await agentFor(client, member)
    for (const [field, fields] of MATCHING) {
      const created = await agent.send('post', '/api/posts', pollRequest(fields))
      created.assertStatus(201)
      assert.equal(created.body().post.status, 'held', field)
      const hold = await db.from('post_holds').where('post_id', created.body().post.id).first()
      assert.equal(hold.field, field)
    }
    for (const fields of NOT_MATCHING) {
      const created = await agent.send('post', '/api/posts', pollRequest(fields))
      created.assertStatus(201)
      assert.equal(created.body().post.status, 'active', JSON.stringify(fields))
    }
  })

  test('a held poll is seen by her (awaiting review) and admins only: feeds, search, tags, profiles, first screens, card, trending, live', async ({
    client,
    assert,
  }) => {
    const { admin, agent: adminAgent } = await addWords(client, 'hold')
    const author = await createUser()
    const { agent: authorAgent, id } = await heldPoll(client, author, {
      title: 'Kredit for the pram?',
      tags: ['pramtag'],
    })
    const other = await agentFor(client, await createUser())
    const guest = await CookieAgent.open(client)
    const tag = await db.from('tags').where('name', 'pramtag').first()

    // Every sort, guest (shared pages) and member, with search and tag filters.
    for (const reader of [guest, other]) {
      for (const sort of FEED_SORTS) {
        const feed = await reader.send('get', `/api/posts?sort=${sort}&seed=7&limit=50`)
        assert.notInclude(ids(feed.body()), id, sort)
      }
      assert.notInclude(ids((await reader.send('get', '/api/posts?search=pram')).body()), id)
      assert.notInclude(ids((await reader.send('get', `/api/posts?tag_id=${tag.id}`)).body()), id)
      assert.notInclude(ids((await reader.send('get', `/api/posts/user/${author.id}`)).body()), id)
      ;(await reader.send('get', `/api/posts/${id}`)).assertStatus(404)
      ;(await reader.send('get', `/api/posts/${id}/card`)).assertStatus(404)
      const trending = (await reader.send('get', '/api/trending')).body()
      assert.notInclude(JSON.stringify(trending), 'Kredit for the pram')
      const popular = (await reader.send('get', '/api/tags/popular')).body()
      assert.notInclude(JSON.stringify(popular), 'pramtag')
    }
    const firstFeed = await feedFirstPage('/feed')
    assert.notInclude(ids(firstFeed!.firstPage as { posts: { id: number }[] }), id)
    assert.isNull(await answersFor(`/post/${id}`, null))
    const stranger = await createUser()
    assert.isNull(await answersFor(`/post/${id}`, stranger))

    // Live: a guest may not follow it.
    const stream = await EventStreamReader.open(serverUrl(''))
    try {
      const subscribed = await guest.send('post', '/api/__transmit/subscribe', {
        uid: stream.uid,
        channel: `polls/${id}`,
      })
      assert.notEqual(subscribed.status(), 204)
    } finally {
      stream.close()
    }

    // She sees it, marked held, in her post page and her own list (and its first screen); admins too.
    const own = await authorAgent.send('get', `/api/posts/${id}`)
    own.assertStatus(200)
    assert.equal(own.body().post.status, 'held')
    assert.include(ids((await authorAgent.send('get', `/api/posts/user/${author.id}`)).body()), id)
    const profile = await answersFor('/profile', author)
    assert.include(ids(profile!.authoredPosts!.firstPage as { posts: { id: number }[] }), id)
    assert.equal(((await answersFor(`/post/${id}`, author))!.post as { post: { status: string } }).post.status, 'held')
    ;(await adminAgent.send('get', `/api/posts/${id}`)).assertStatus(200)
    assert.isNotNull(await answersFor(`/post/${id}`, admin))
    // Nobody votes on it.
    ;(await other.send('post', `/api/posts/${id}/vote`, { option: 'a' })).assertStatus(404)
  })

  test('approve publishes it and tells her; the Held list shows the word and field; members may not', async ({
    client,
    assert,
  }) => {
    const { agent: adminAgent } = await addWords(client, 'hold')
    const author = await createUser()
    const { agent: authorAgent, id } = await heldPoll(client, author, { description: 'ırkçı' })
    const guest = await CookieAgent.open(client)
    assert.notInclude(ids((await guest.send('get', '/api/posts?sort=newest')).body()), id)

    ;(await authorAgent.send('get', '/api/admin/held-posts')).assertStatus(403)
    ;(await authorAgent.send('post', `/api/admin/held-posts/${id}/approve`)).assertStatus(403)
    const listed = (await adminAgent.send('get', '/api/admin/held-posts')).body()
    assert.containsSubset(listed.posts, [
      { id, word: 'ırkçı', field: 'description', author: { id: author.id, username: author.username } },
    ])
    ;(await adminAgent.send('post', `/api/admin/held-posts/${id}/approve?dryRun=true`)).assertStatus(200)
    assert.equal((await db.from('posts').where('id', id).first()).status, 'held')

    ;(await adminAgent.send('post', `/api/admin/held-posts/${id}/approve`)).assertStatus(200)
    ;(await adminAgent.send('post', `/api/admin/held-posts/${id}/approve`)).assertStatus(404)
    // The shared guest page forgot it: the published poll is there at once.
    assert.include(ids((await guest.send('get', '/api/posts?sort=newest')).body()), id)
    assert.deepEqual((await adminAgent.send('get', '/api/admin/held-posts')).body().posts, [])
    const notices = (await authorAgent.send('get', '/api/users/notices')).body().notices
    assert.containsSubset(notices, [{ kind: 'held_approved', post_id: id }])
    assert.exists(
      await ModerationAuditEntry.query().where('action', 'post.approve_held').where('target_id', id).first(),
    )
  })

  test('reject needs a reason, tells her why; her appeal, accepted by another admin, publishes it', async ({
    client,
    assert,
  }) => {
    const { agent: firstAdmin } = await addWords(client, 'hold')
    const secondAdmin = await agentFor(client, await createUser({ role: 'admin' }))
    const author = await createUser()
    const { agent: authorAgent, id } = await heldPoll(client, author, { option_b: 'crypto scheme' })

    ;(await firstAdmin.send('post', `/api/admin/held-posts/${id}/reject`, {})).assertStatus(422)
    ;(
      await firstAdmin.send('post', `/api/admin/held-posts/${id}/reject`, { reason: 'spam', note: 'Ads' })
    ).assertStatus(200)
    ;(await authorAgent.send('get', `/api/posts/${id}`)).assertStatus(404)
    const notice = (await authorAgent.send('get', '/api/users/notices')).body().notices[0]
    assert.containsSubset(notice, {
      kind: 'moderation_decision',
      decision: { kind: 'held_rejected', reason: 'spam', note: 'Ads', can_appeal: true },
    })
    ;(
      await authorAgent.send('post', `/api/users/decisions/${notice.decision.id}/appeal`, { text: 'No ads' })
    ).assertStatus(201)
    const appeal = (await secondAdmin.send('get', '/api/admin/appeals')).body().appeals[0]
    ;(await firstAdmin.send('post', `/api/admin/appeals/${appeal.id}/accept`, { answer: 'ok' })).assertStatus(403)
    ;(await secondAdmin.send('post', `/api/admin/appeals/${appeal.id}/accept`, { answer: 'Fair' })).assertStatus(200)
    assert.equal((await db.from('posts').where('id', id).first()).status, 'active')
    const guest = await CookieAgent.open(client)
    ;(await guest.send('get', `/api/posts/${id}`)).assertStatus(200)
  })

  test('edits check again: a published poll that gets a held word is held; a held one without it is published', async ({
    client,
    assert,
  }) => {
    await addWords(client, 'hold')
    const author = await createUser()
    const agent = await agentFor(client, author)
    const created = (await agent.send('post', '/api/posts', pollRequest())).body().post
    assert.equal(created.status, 'active')
    const held = await agent.send('put', `/api/posts/${created.id}`, { title: 'Kreditkarte?', description: 'x' })
    held.assertStatus(200)
    assert.equal(held.body().post.status, 'held')
    assert.equal((await db.from('post_holds').where('post_id', created.id).first()).field, 'title')
    const still = await agent.send('put', `/api/posts/${created.id}`, { title: 'Tea?', description: 'KREDIT' })
    assert.equal(still.body().post.status, 'held')
    assert.equal((await db.from('post_holds').where('post_id', created.id).first()).field, 'description')
    const released = await agent.send('put', `/api/posts/${created.id}`, { title: 'Tea?', description: 'x' })
    assert.equal(released.body().post.status, 'active')
    assert.isNull(await db.from('post_holds').where('post_id', created.id).first())

    // A held word in an option, which an edit does not change, keeps the poll held.
    const { id } = await heldPoll(client, author, { option_a: 'Kredit' })
    const edited = await agent.send('put', `/api/posts/${id}`, { title: 'Better?', description: 'x' })
    assert.equal(edited.body().post.status, 'held')
  })

  test('usernames and bios: only block applies (hold and flag have no poll to hold or report)', async ({ client }) => {
    await addWords(client, 'hold')
    const agent = await agentFor(client, await createUser())
    ;(await agent.send('put', '/api/users/me', { bio: 'Kredit bitte' })).assertStatus(200)
  })
})

test.group('Watched words: flag', (group) => {
  startEachWithoutWatchedWords(group)

  test('a flagged word in any field publishes the poll and puts a report by the system in the queue', async ({
    client,
    assert,
  }) => {
    const { agent: adminAgent } = await addWords(client, 'flag')
    const member = await createUser({ role: 'premiumuser' })
    const agent = await agentFor(client, member)
    for (const [field, fields] of MATCHING) {
      const created = await agent.send('post', '/api/posts', pollRequest(fields))
      created.assertStatus(201)
      assert.equal(created.body().post.status, 'active')
      const groups = (await adminAgent.send('get', '/api/reports/grouped')).body().groups
      const group = groups.find((each: { post_id: number }) => each.post_id === created.body().post.id)
      assert.lengthOf(group.reports, 1, field)
      assert.equal(group.reports[0].reporter_username, null)
      assert.equal(group.reports[0].watched_word.field, field)
    }
    for (const fields of NOT_MATCHING) (await agent.send('post', '/api/posts', pollRequest(fields))).assertStatus(201)
    assert.lengthOf((await adminAgent.send('get', '/api/reports')).body().reports, MATCHING.length)

    // An edit that keeps the word adds no second report; one with a new field adds one.
    const { id } = (await agent.send('post', '/api/posts', pollRequest({ title: 'Kredit?' }))).body().post
    ;(await agent.send('put', `/api/posts/${id}`, { title: 'Kredit!', description: 'x' })).assertStatus(200)
    ;(await agent.send('put', `/api/posts/${id}`, { title: 'Kredit!', description: 'ırkçı' })).assertStatus(200)
    const reports = (await adminAgent.send('get', '/api/reports'))
      .body()
      .reports.filter((report: { post_id: number }) => report.post_id === id)
    assert.sameMembers(
      reports.map(
        (report: { watched_word: { word: string; field: string } }) =>
          `${report.watched_word.word}@${report.watched_word.field}`,
      ),
      ['kredit*@title', 'ırkçı@description'],
    )
    // The queue decides it like any other report.
    ;(await adminAgent.send('post', `/api/reports/posts/${id}/reject`)).assertStatus(200)
  })
})
