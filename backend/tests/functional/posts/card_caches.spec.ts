import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { Multipart } from '#tests/helpers/multipart'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'
import { createUser } from '#tests/helpers/users'

test.group('Post cards read authors and tags from memory', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('an author who renames herself shows the new name on the next page', async ({ client, assert }) => {
    const author = await createUser({ username: 'before_rename' })
    const poll = await createPoll(author)
    const reader = await CookieAgent.open(client)
    const cardOf = async () => (await reader.send('get', `/api/posts/${poll.id}`)).body().post

    assert.equal((await cardOf()).username, 'before_rename')
    const agent = await agentFor(client, author)
    ;(await agent.send('put', '/api/users/me', new Multipart({ username: 'after_rename' }))).assertStatus(200)
    assert.equal((await cardOf()).username, 'after_rename')
  })
})
