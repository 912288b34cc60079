import { test } from '@japa/runner'
import { linkTags } from '#services/posts/post_tag_links'
import nodeAssert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import type { Group } from '@japa/runner/core'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Badge from '#models/badge'
import User from '#models/user'
import DataExport from '#models/data_export'
import Like from '#models/like'
import MemberNotice from '#models/member_notice'
import ModerationDecision from '#models/moderation_decision'
import Appeal from '#models/appeal'
import Payment from '#models/payment'
import Report from '#models/report'
import Save from '#models/save'
import Subscription from '#models/subscription'
import Tag from '#models/tag'
import UserBadge from '#models/user_badge'
import Vote from '#models/vote'
import { postImageStore } from '#services/images/image_storage'
import { exportStorage, exportsDirectory } from '#services/privacy/export_files'
import { sweepPersonalData } from '#sweeps/retention_sweep'
import { backgroundTasksSettled } from '#services/system/background_tasks'
import BuildDataExport from '#actions/privacy/build_data_export'
import { resumeUnfinishedExports } from '#sweeps/data_export_recovery'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { markedJpeg } from '#tests/helpers/images'
import { outboxForGroup } from '#tests/helpers/outbox'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'
import { unzipToMap } from '#tests/helpers/zip_archive'
import { moveClockBy } from '#tests/helpers/clock'
import { serverUrl } from '#tests/helpers/server_url'

const DOWNLOAD = '/api/users/me/export/download'

async function storedImage(marker: string) {
  const name = `${randomUUID()}.jpg`
  const bytes = await markedJpeg(marker)
  await postImageStore.put(name, bytes)
  return { url: postImageStore.urlOf(name), bytes }
}

/** A member with something of each kind, and two others who voted on her poll. */
async function memberWithData() {
  const member = await createUser({ username: 'MiraMum', email: 'mira@example.com' })
  member.merge({ bio: 'Two kids, one cat', language: 'en' })
  await member.save()
  const others = [
    await createUser({ username: 'OtherAnna', email: 'anna.other@example.com' }),
    await createUser({ username: 'OtherBea', email: 'bea.other@example.com' }),
  ]
  const imageA = await storedImage('a')
  const imageB = await storedImage('b')
  const poll = await createPoll(member, {
    title: 'Kita or nanny?',
    imageA: imageA.url,
    imageB: imageB.url,
    hasImages: true,
    voteCountA: 1,
    voteCountB: 1,
    totalVotes: 2,
  })
  const category = await db.from('categories').select('id').firstOrFail()
  const tag = await Tag.create({ name: 'childcare', nameNormalized: 'childcare', categoryId: category.id })
  await linkTags(poll, [tag.id])
  await Vote.createMany([
    { postId: poll.id, userId: others[0].id, choice: 'a' },
    { postId: poll.id, userId: others[1].id, choice: 'b' },
  ])
  const othersPoll = await createPoll(others[0], { title: 'Beach or mountains?' })
  await Vote.create({ postId: othersPoll.id, userId: member.id, choice: 'b' })
  await Vote.create({ postId: othersPoll.id, userId: others[1].id, choice: 'a' })
  await Like.create({ postId: othersPoll.id, userId: member.id })
  await Save.create({ postId: othersPoll.id, userId: member.id })
  await Report.create({
    postId: othersPoll.id,
    reportedPostId: othersPoll.id,
    userId: member.id,
    reason: 'Off topic',
    status: 'rejected',
  })
  const badge =
    (await Badge.first()) ??
    (await Badge.create({ name: 'First vote', type: 'VOTES_GIVEN', category: 'Participation', threshold: 1 }))
  await UserBadge.create({ userId: member.id, badgeId: badge.id, seen: true, awardedAt: DateTime.utc() })
  const subscription = await Subscription.create({
    userId: member.id,
    provider: 'paypal',
    providerSubscriptionId: 'I-EXPORT1',
    plan: 'prouser',
    status: 'active',
    currentPeriodEnd: DateTime.utc().plus({ days: 20 }).startOf('second'),
  })
  await Payment.create({
    userId: member.id,
    provider: 'paypal',
    providerOrderId: 'ORDER-EXPORT-1',
    providerCaptureId: 'CAPTURE-EXPORT-1',
    plan: 'prouser',
    amount: 4.99,
    currency: 'EUR',
    status: 'completed',
    idempotencyKey: randomUUID(),
    captureRequestId: randomUUID(),
    capturedAt: DateTime.utc(),
    subscriptionId: subscription.id,
  })
  await MemberNotice.create({
    userId: member.id,
    kind: 'poll_ended',
    postId: poll.id,
    postTitle: poll.title,
    readAt: null,
  })
  // A moderator's decision about her, with its reason, and her appeal answered by another.
  const decision = await ModerationDecision.create({
    userId: member.id,
    kind: 'held_rejected',
    postId: poll.id,
    postTitle: poll.title,
    reason: 'spam',
    note: 'Looks like an ad',
    decidedBy: others[0].id,
    previous: 'active',
  })
  await Appeal.create({
    decisionId: decision.id,
    userId: member.id,
    text: 'It is a real question.',
    status: 'rejected',
    answer: 'It links a shop.',
    answeredBy: others[1].id,
    answeredAt: DateTime.utc(),
  })
  return { member, others, poll, othersPoll, images: { a: imageA.bytes, b: imageB.bytes } }
}

async function requestArchive(agent: CookieAgent) {
  const requested = await agent.send('post', '/api/users/me/export', { password: TEST_PASSWORD })
  requested.assertStatus(202)
  await backgroundTasksSettled()
  return requested
}

/** Downloads `path` with the agent's cookies as a browser does (the API client does not keep ZIP bodies). */
async function download(agent: CookieAgent, path: string) {
  return fetch(serverUrl(path), { headers: { cookie: agent.cookieHeader(path) } })
}

async function zipOf(response: Response | Promise<Response>): Promise<Buffer> {
  const answer = await response
  nodeAssert.equal(answer.status, 200, `download answered ${answer.status}`)
  nodeAssert.equal(answer.headers.get('content-type'), 'application/zip')
  return Buffer.from(await answer.arrayBuffer())
}

const jsonIn = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)!.toString('utf8'))

/** The group's archives go to a temporary folder, removed afterwards. */
function temporaryExportsFolder(group: Group) {
  group.setup(async () => {
    const previous = exportStorage.directory
    exportStorage.directory = await mkdtemp(join(tmpdir(), 'dilemma-exports-'))
    return async () => {
      await rm(exportStorage.directory, { recursive: true, force: true })
      exportStorage.directory = previous
    }
  })
}

async function clearExports() {
  await db.from('data_exports').delete()
  await db.from('member_notices').delete()
}

test.group('Data export: the archive', (group) => {
  const outbox = outboxForGroup(group)
  temporaryExportsFolder(group)
  group.each.setup(async () => {
    await resetPolls()
    await clearExports()
  })

  test('holds each file with her data, her images byte-equal, and nothing of anybody else', async ({
    client,
    assert,
  }) => {
    const { member, others, poll, othersPoll, images } = await memberWithData()
    const agent = await agentFor(client, member)

    const wrong = await agent.send('post', '/api/users/me/export', { password: 'not hers' })
    wrong.assertStatus(400)
    wrong.assertBodyContains({ code: 'INVALID_PASSWORD' })
    assert.isNull(await DataExport.findBy('userId', member.id))

    const requested = await agent.send('post', '/api/users/me/export', { password: TEST_PASSWORD })
    requested.assertStatus(202)
    assert.equal(requested.body().status, 'preparing')
    await backgroundTasksSettled()

    const state = (await agent.send('get', '/api/users/me/export')).body()
    assert.equal(state.status, 'ready')
    assert.equal(state.downloadUrl, DOWNLOAD)
    assert.equal(DateTime.fromISO(state.expiresAt).diff(DateTime.fromISO(state.readyAt), 'days').days, 7)

    const files = await unzipToMap(await zipOf(download(agent, DOWNLOAD)))
    for (const name of ['README.txt', 'profile.json', 'polls.json', 'polls.csv', 'votes.json', 'likes.json']) {
      assert.isTrue(files.has(name), name)
    }
    for (const name of ['saved.json', 'reports.json', 'badges.json', 'stats.json', 'notices.json', 'decisions.json']) {
      assert.isTrue(files.has(name), name)
    }
    assert.isTrue(files.has('sessions.json'))
    assert.isTrue(files.has('payments.json'))
    assert.include(files.get('README.txt')!.toString('utf8'), 'Your data at Dilemma')

    const profile = jsonIn(files, 'profile.json')
    assert.containsSubset(profile, { username: 'MiraMum', email: 'mira@example.com', bio: 'Two kids, one cat' })
    assert.containsSubset(profile, {
      role: 'user',
      language: 'en',
      createdAt: (await User.findOrFail(member.id)).createdAt.toUTC().toISO(),
    })

    const [archivedPoll, ...morePolls] = jsonIn(files, 'polls.json')
    assert.isEmpty(morePolls)
    assert.containsSubset(archivedPoll, { id: poll.id, title: 'Kita or nanny?', totalVotes: 2, tags: ['childcare'] })
    assert.deepEqual(
      archivedPoll.options.map((option: { votes: number }) => option.votes),
      [1, 1],
    )
    const imageA = archivedPoll.options[0].image
    assert.isTrue(files.get(imageA)!.equals(images.a), 'image A byte-equal')
    assert.isTrue(files.get(archivedPoll.options[1].image)!.equals(images.b), 'image B byte-equal')
    assert.include(files.get('polls.csv')!.toString('utf8'), 'Kita or nanny?')

    assert.deepEqual(jsonIn(files, 'votes.json'), [
      {
        pollId: othersPoll.id,
        pollTitle: 'Beach or mountains?',
        choice: 'b',
        votedAt: (await Vote.findByOrFail('userId', member.id)).createdAt.toUTC().toISO(),
      },
    ])
    assert.containsSubset(jsonIn(files, 'likes.json'), [{ pollId: othersPoll.id }])
    assert.containsSubset(jsonIn(files, 'saved.json'), [{ pollId: othersPoll.id }])
    assert.containsSubset(jsonIn(files, 'reports.json'), [
      { pollId: othersPoll.id, reason: 'Off topic', outcome: 'rejected' },
    ])
    assert.lengthOf(jsonIn(files, 'badges.json'), 1)
    assert.containsSubset(jsonIn(files, 'notices.json'), [{ kind: 'poll_ended', pollTitle: 'Kita or nanny?' }])
    assert.containsSubset(jsonIn(files, 'decisions.json'), [
      {
        kind: 'held_rejected',
        pollId: poll.id,
        reason: 'spam',
        note: 'Looks like an ad',
        appeal: { text: 'It is a real question.', status: 'rejected', answer: 'It links a shop.' },
      },
    ])
    const payments = jsonIn(files, 'payments.json')
    assert.containsSubset(payments.payments, [
      { paypalOrderId: 'ORDER-EXPORT-1', paypalCaptureId: 'CAPTURE-EXPORT-1', amount: 4.99, currency: 'EUR' },
    ])
    assert.containsSubset(payments.subscriptions, [{ paypalSubscriptionId: 'I-EXPORT1', plan: 'prouser' }])
    const sessions = await db.from('sessions').where('user_id', member.id).count('* as total')
    assert.lengthOf(jsonIn(files, 'sessions.json'), Number(sessions[0].total))

    // No other member is identifiable anywhere in the archive, nor are their votes.
    const everything = [...files.values()]
      .map((bytes) => bytes.toString('latin1'))
      .join('\n')
      .toLowerCase()
    for (const other of others) {
      assert.notInclude(everything, other.email.toLowerCase())
      assert.notInclude(everything, other.username.toLowerCase())
      assert.notInclude(everything, `"userid": ${other.id}`)
    }
    assert.notInclude(everything, '"choice": "a"')

    const notices = (await agent.send('get', '/api/users/notices')).body().notices
    assert.containsSubset(notices, [{ kind: 'data_export_ready' }])
    const [mail] = await outbox.mailsTo('mira@example.com')
    const link = new URL(/https?:\/\/\S+\/api\/data-exports\/\S+/.exec(mail.text)![0]).pathname
    const guest = await CookieAgent.open(client)
    const byLink = await unzipToMap(await zipOf(download(guest, link)))
    assert.isTrue(byLink.has('profile.json'))
    // Single use.
    ;(await guest.send('get', link)).assertStatus(404)
  })

  test('the README is in her language', async ({ client, assert }) => {
    const member = await createUser()
    member.language = 'tr'
    await member.save()
    const agent = await agentFor(client, member)
    await requestArchive(agent)
    const files = await unzipToMap(await zipOf(download(agent, DOWNLOAD)))
    assert.include(files.get('README.txt')!.toString('utf8'), 'Dilemma’daki verilerin')
    assert.deepEqual(jsonIn(files, 'polls.json'), [])
    assert.deepEqual(jsonIn(files, 'votes.json'), [])
  })
})

test.group('Data export: access and limits', (group) => {
  const outbox = outboxForGroup(group)
  temporaryExportsFolder(group)
  group.each.setup(async () => {
    await resetPolls()
    await clearExports()
  })

  test('another member, a guest, an unknown or stale link get 404; a second request within 24 h is refused', async ({
    client,
    assert,
  }) => {
    const member = await createUser()
    const agent = await agentFor(client, member)
    ;(await agent.send('get', DOWNLOAD)).assertStatus(404)
    assert.equal((await agent.send('get', '/api/users/me/export')).body().status, 'none')
    await requestArchive(agent)
    await zipOf(download(agent, DOWNLOAD))

    const stranger = await agentFor(client, await createUser())
    const refused = await stranger.send('get', DOWNLOAD)
    refused.assertStatus(404)
    refused.assertBodyContains({ code: 'EXPORT_NOT_FOUND' })
    const guest = await CookieAgent.open(client)
    ;(await guest.send('get', DOWNLOAD)).assertStatus(404)
    ;(await guest.send('get', '/api/data-exports/not-a-link')).assertStatus(404)
    ;(await guest.send('post', '/api/users/me/export', { password: TEST_PASSWORD })).assertStatus(401)

    const again = await agent.send('post', '/api/users/me/export', { password: TEST_PASSWORD })
    again.assertStatus(429)
    again.assertBodyContains({ success: false, code: 'EXPORT_TOO_SOON' })
    const state = (await agent.send('get', '/api/users/me/export')).body()
    assert.equal(again.body().nextRequestAt, state.nextRequestAt)
    assert.equal(DateTime.fromISO(state.nextRequestAt).diff(DateTime.fromISO(state.requestedAt), 'hours').hours, 24)

    // 25 hours later a new archive replaces the old one (and its file).
    const old = await DataExport.findByOrFail('userId', member.id)
    const restore = moveClockBy(25 / 24)
    try {
      const later = await agentFor(client, member)
      await requestArchive(later)
      assert.isFalse(existsSync(join(exportsDirectory(), old.fileName!)))
      assert.equal((await later.send('get', '/api/users/me/export')).body().status, 'ready')
    } finally {
      restore()
    }
  })

  test('an archive is gone after 7 days: download 404, file and row deleted by the sweep', async ({
    client,
    assert,
  }) => {
    const member = await createUser()
    const agent = await agentFor(client, member)
    await requestArchive(agent)
    const archive = await DataExport.findByOrFail('userId', member.id)
    const file = join(exportsDirectory(), archive.fileName!)
    assert.isTrue(existsSync(file))

    let restore = moveClockBy(6.9)
    try {
      await sweepPersonalData()
      await zipOf(download(await agentFor(client, member), DOWNLOAD))
    } finally {
      restore()
    }
    const [mail] = await outbox.mailsTo(member.email)
    const link = new URL(/https?:\/\/\S+\/api\/data-exports\/\S+/.exec(mail.text)![0]).pathname
    restore = moveClockBy(7.01)
    try {
      assert.equal((await download(await CookieAgent.open(client), link)).status, 404, 'a stale link')
      const later = await agentFor(client, member)
      ;(await later.send('get', DOWNLOAD)).assertStatus(404)
      assert.equal((await later.send('get', '/api/users/me/export')).body().status, 'none')
      assert.equal((await sweepPersonalData()).dataExports, 1)
      assert.isFalse(existsSync(file))
      assert.isNull(await DataExport.find(archive.id))
    } finally {
      restore()
    }
  })

  test('a request a stopped server left "preparing" is built by the sweep, once', async ({ assert }) => {
    const member = await createUser()
    const stale = DateTime.utc().minus({ minutes: 5 })
    await DataExport.create({ userId: member.id, status: 'preparing', language: 'de', attempts: 0, requestedAt: stale })
    assert.equal(await resumeUnfinishedExports(), 1)
    const ready = await DataExport.findByOrFail('userId', member.id)
    assert.equal(ready.status, 'ready')
    assert.isFalse(await BuildDataExport.handle({ exportId: ready.id }))
    assert.equal(await resumeUnfinishedExports(), 0)
  })

  test('an admin exports a member by id (audited); a member may not', async ({ client, assert }) => {
    const member = await createUser({ username: 'PostRequest' })
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const files = await unzipToMap(await zipOf(download(admin, `/api/admin/users/${member.id}/export`)))
    assert.equal(jsonIn(files, 'profile.json').username, 'PostRequest')
    const audit = await db.from('moderation_audit').where('action', 'user.export').where('target_id', member.id)
    assert.lengthOf(audit, 1)
    ;(await admin.send('get', '/api/admin/users/999999/export')).assertStatus(404)
    const other = await agentFor(client, await createUser())
    ;(await other.send('get', `/api/admin/users/${member.id}/export`)).assertStatus(403)
  })
})
