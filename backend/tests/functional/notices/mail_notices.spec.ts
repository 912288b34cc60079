import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import NotifyPollEnded from '#actions/notices/notify_poll_ended'
import { jobsSettled } from '#services/jobs/job_queue'
import { noticePreferencesOf } from '#services/notices/notice_preferences'
import { createUser } from '#tests/helpers/users'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'
import { SmtpInbox, findLink, sendMailTo } from '#tests/helpers/smtp_inbox'

test.group('Notices by e-mail, through a real SMTP server', (group) => {
  const inbox = new SmtpInbox()
  group.setup(() => sendMailTo(inbox))
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  /** A member who switched on the poll-ended e-mails in her profile, in `language`. */
  async function mailedMember(client: Parameters<typeof agentFor>[0], language: User['language']) {
    const member = await createUser()
    member.language = language
    await member.save()
    const agent = await agentFor(client, member)
    const switched = await agent.send('put', '/api/users/notice-preferences', {
      channel: 'email',
      topic: 'poll_ended',
      enabled: true,
    })
    switched.assertStatus(200)
    return { member, agent }
  }

  test('off by default; once on, her poll-ended notice arrives in her language with a one-click unsubscribe', async ({
    client,
    assert,
  }) => {
    const quiet = await createUser()
    assert.isFalse((await noticePreferencesOf(quiet.id)).email.poll_ended)
    assert.isTrue((await noticePreferencesOf(quiet.id)).push.poll_ended)
    const { member } = await mailedMember(client, 'tr')
    const poll = await createPoll(member, { title: 'Çay mı kahve mi?', voteCountA: 3, voteCountB: 1, totalVotes: 4 })
    const quietPoll = await createPoll(quiet)

    await NotifyPollEnded.handle({ id: poll.id, userId: member.id, title: poll.title })
    await NotifyPollEnded.handle({ id: quietPoll.id, userId: quiet.id, title: quietPoll.title })
    await jobsSettled()

    const mails = inbox.mails.filter((received) => received.to.includes(member.email))
    assert.lengthOf(mails, 1)
    assert.isEmpty(inbox.mails.filter((received) => received.to.includes(quiet.email)))
    const [notice] = mails
    assert.include(notice!.text, '“Çay mı kahve mi?”: “Coffee” 3 oyla kazandı.')
    assert.include(notice!.text, `/post/${poll.id}`)
    assert.equal(notice!.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click')
    const headerLink = /^<(.+)>$/.exec(notice!.headers['list-unsubscribe']!)![1]!
    assert.equal(findLink(notice!.text, '/api/notices/unsubscribe').toString(), headerLink)
  })

  test('the unsubscribe link works without signing in and switches off only that topic by e-mail', async ({
    client,
    assert,
  }) => {
    const { member, agent } = await mailedMember(client, 'en')
    ;(
      await agent.send('put', '/api/users/notice-preferences', {
        channel: 'email',
        topic: 'post_removed',
        enabled: true,
      })
    ).assertStatus(200)
    const poll = await createPoll(member)
    await NotifyPollEnded.handle({ id: poll.id, userId: member.id, title: poll.title })
    await jobsSettled()
    const link = new URL(inbox.linkIn(member.email, '/api/notices/unsubscribe'))
    const path = `${link.pathname}${link.search}`

    // Opening the link (a mail scanner does too) changes nothing; its page has the button.
    const page = await client.get(path)
    page.assertStatus(200)
    assert.include(page.text(), 'No more e-mails of this kind')
    assert.isTrue((await noticePreferencesOf(member.id)).email.poll_ended)

    // The mail client's one-click POST (RFC 8058), without a session or a CSRF token.
    const unsubscribed = await client.post(path).form({ 'List-Unsubscribe': 'One-Click' })
    unsubscribed.assertStatus(200)
    assert.include(unsubscribed.text(), 'you will get no more e-mails of this kind')
    const preferences = await noticePreferencesOf(member.id)
    assert.isFalse(preferences.email.poll_ended)
    assert.isTrue(preferences.email.post_removed)
    assert.isTrue(preferences.push.poll_ended)

    // A forged token names nobody.
    const forged = await client.post(`${link.pathname}?token=${link.searchParams.get('token')!.slice(0, -3)}abc`)
    forged.assertStatus(400)
  })

  test('her switches: the profile reads and sets them, validated; a guest gets 401', async ({ client, assert }) => {
    const agent = await agentFor(client, await createUser())
    const read = await agent.send('get', '/api/users/notice-preferences')
    read.assertStatus(200)
    const topics = ['poll_ended', 'poll_votes', 'post_removed', 'moderation', 'badges', 'plan_renewal']
    const planAtStake = ['receipts', 'payment_failed', 'plan_ending']
    assert.deepEqual(read.body().preferences, {
      push: Object.fromEntries([...topics, ...planAtStake].map((topic) => [topic, true])),
      // E-mail is hers to switch on, except where her plan is at stake.
      email: Object.fromEntries([
        ...topics.map((topic) => [topic, false]),
        ...planAtStake.map((topic) => [topic, true]),
      ]),
    })
    ;(
      await agent.send('put', '/api/users/notice-preferences', { channel: 'sms', topic: 'poll_ended', enabled: true })
    ).assertStatus(422)
    ;(
      await agent.send('put', '/api/users/notice-preferences', { channel: 'push', topic: 'x', enabled: true })
    ).assertStatus(422)
    ;(
      await agent.send('put', '/api/users/notice-preferences', { channel: 'push', topic: 'poll_ended', enabled: 'yes' })
    ).assertStatus(422)
    ;(await client.get('/api/users/notice-preferences')).assertStatus(401)
  })
})
