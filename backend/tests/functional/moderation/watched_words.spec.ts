import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import ModerationAuditEntry from '#models/moderation_audit_entry'
import { createUser } from '#tests/helpers/users'
import { agentFor, createPoll } from '#tests/helpers/polls'
import { pollRequest, startEachWithoutWatchedWords } from '#tests/helpers/watched_words'

test.group('Watched words', (group) => {
  startEachWithoutWatchedWords(group)

  test('a blocked word is refused in every field of a poll and a profile, in de, en and tr; nothing saved', async ({
    client,
    assert,
  }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    for (const entry of [
      { word: 'kredit*', language: 'de', action: 'block' },
      { word: 'twat', language: 'en', action: 'block' },
      { word: 'ırkçı', language: 'tr', action: 'block' },
    ]) {
      const added = await admin.send('post', '/api/admin/watched-words', entry)
      added.assertStatus(201)
      assert.containsSubset(added.body().word, entry)
    }
    const member = await createUser({ role: 'premiumuser' })
    const memberAgent = await agentFor(client, member)

    for (const [field, value] of [
      ['title', 'Kredithai or bank?'],
      ['description', 'A KREDIT, now'],
      ['option_b', 'You twat'],
      ['option_a', 'IRKÇI'],
    ] as const) {
      const refused = await memberAgent.send('post', '/api/posts', pollRequest({ [field]: value }))
      refused.assertStatus(422)
      refused.assertBodyContains({ code: 'WATCHED_WORD', field })
      assert.equal(refused.body().errors[0].field, field)
    }
    const tagged = await memberAgent.send('post', '/api/posts', pollRequest({ tags: ['tea', 'kreditkarte'] }))
    tagged.assertBodyContains({ code: 'WATCHED_WORD', field: 'tags.1' })
    assert.equal(Number((await db.from('posts').count('* as total').first()).total), 0)

    // Never inside another word; Turkish I is ı, not i.
    ;(await memberAgent.send('post', '/api/posts', pollRequest({ title: 'Smartwatch or Sofortkredit?' }))).assertStatus(
      201,
    )
    ;(
      await memberAgent.send('post', '/api/posts', pollRequest({ title: 'IRKCI?', description: 'irkçi' }))
    ).assertStatus(201)

    const own = await createPoll(member)
    const edit = await memberAgent.send('put', `/api/posts/${own.id}`, { title: 'Twat?', description: 'x' })
    edit.assertBodyContains({ code: 'WATCHED_WORD', field: 'title' })
    const bio = await memberAgent.send('put', '/api/users/me', { bio: 'Kein Kredit!' })
    bio.assertStatus(422)
    bio.assertBodyContains({ code: 'WATCHED_WORD', field: 'bio' })
    const name = await memberAgent.send('put', '/api/users/me', { username: 'Twat' })
    name.assertBodyContains({ code: 'WATCHED_WORD', field: 'username' })
  })

  test('list, test, remove; duplicates and bad entries are refused; all audited', async ({ client, assert }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const added = await admin.send('post', '/api/admin/watched-words', {
      word: 'spam link',
      language: 'all',
      action: 'block',
    })
    added.assertStatus(201)
    const duplicate = await admin.send('post', '/api/admin/watched-words', {
      word: 'spam link',
      language: 'all',
      action: 'block',
    })
    duplicate.assertStatus(409)
    duplicate.assertBodyContains({ code: 'WATCHED_WORD_EXISTS' })
    for (const body of [
      { word: '*', language: 'all', action: 'block' },
      { word: 'a*b', language: 'all', action: 'block' },
      { word: 'ok', language: 'fr', action: 'block' },
      { word: 'ok', language: 'all', action: 'censor' },
    ])
      (await admin.send('post', '/api/admin/watched-words', body)).assertStatus(422)

    const listed = await admin.send('get', '/api/admin/watched-words')
    assert.deepEqual(
      listed.body().words.map((word: { word: string }) => word.word),
      ['spam link'],
    )
    const tested = await admin.send('post', '/api/admin/watched-words/test', { text: 'Click this SPAM  link now' })
    assert.deepEqual(tested.body().matches, [
      {
        matched: 'SPAM  link',
        entry: { id: added.body().word.id, word: 'spam link', language: 'all', action: 'block' },
      },
    ])

    const member = await agentFor(client, await createUser())
    ;(await member.send('get', '/api/admin/watched-words')).assertStatus(403)
    ;(await member.send('post', '/api/admin/watched-words/test', { text: 'x' })).assertStatus(403)

    ;(await admin.send('delete', `/api/admin/watched-words/${added.body().word.id}`)).assertStatus(200)
    ;(await admin.send('delete', `/api/admin/watched-words/${added.body().word.id}`)).assertStatus(404)
    assert.deepEqual(
      (await admin.send('post', '/api/admin/watched-words/test', { text: 'spam link' })).body().matches,
      [],
    )
    assert.deepEqual(
      (await ModerationAuditEntry.query().where('target_type', 'word').orderBy('id')).map((entry) => entry.action),
      ['word.add', 'word.remove'],
    )
  })

  test('an import of 1,000 entries is one transaction: all added, those on the list skipped; a bad one adds none', async ({
    client,
    assert,
  }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    ;(
      await admin.send('post', '/api/admin/watched-words', { word: 'word7', language: 'de', action: 'block' })
    ).assertStatus(201)
    const entries = Array.from({ length: 1000 }, (_, index) => ({
      word: `word${index}`,
      language: 'de',
      action: 'block',
    }))

    const bad = await admin.send('post', '/api/admin/watched-words/import', {
      entries: [...entries.slice(0, 10), { word: '', language: 'de', action: 'block' }],
    })
    bad.assertStatus(422)
    const imported = await admin.send('post', '/api/admin/watched-words/import', { entries })
    imported.assertStatus(200)
    imported.assertBodyContains({ added: 999, skipped: 1 })
    assert.lengthOf((await admin.send('get', '/api/admin/watched-words')).body().words, 1000)
    const matched = await admin.send('post', '/api/admin/watched-words/test', { text: 'Word999 here' })
    assert.equal(matched.body().matches[0].entry.word, 'word999')
  })
})
