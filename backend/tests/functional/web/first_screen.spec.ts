import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'
import { createUser } from '#tests/helpers/users'
import { feedFirstPage, jsonForScript } from '#middleware/first_screen'

interface GuestCard {
  id: number
  title: string
  user_choice: string | null
  liked: boolean
  saved: boolean
  reported: boolean
  is_owner: boolean
}

test.group("The first screen: what the server sends with a guest's page (issue 27)", (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test("a guest's /feed: the page GET /posts answers a guest, without any member's vote, like or save", async ({
    client,
    assert,
  }) => {
    const author = await createUser({ username: 'first_screen_author' })
    const poll = await createPoll(author, { title: 'Kita oder Tagesmutter?' })
    const member = await agentFor(client, author)
    ;(await member.send('post', `/api/posts/${poll.id}/like`)).assertStatus(200)
    ;(await member.send('post', `/api/posts/${poll.id}/save`)).assertStatus(200)

    const sent = await feedFirstPage('/feed')
    assert.isDefined(sent)
    const { posts } = sent!.firstPage as { posts: GuestCard[] }
    const card = posts.find((each) => each.id === poll.id)!
    assert.equal(card.title, 'Kita oder Tagesmutter?')
    assert.deepInclude(card, { user_choice: null, liked: false, saved: false, reported: false, is_owner: false })

    const guest = await CookieAgent.open(client)
    const api = await guest.send('get', `/api/posts?limit=10&activeOnly=true&sort=random&seed=${sent!.seed}&page=1`)
    assert.deepEqual(sent!.firstPage, api.body())
  })

  test('only /feed itself comes with polls', async ({ assert }) => {
    assert.isUndefined(await feedFirstPage('/feed?tag=3'))
    assert.isUndefined(await feedFirstPage('/'))
  })

  test("poll text in the page's JSON cannot end its script element", ({ assert }) => {
    const json = jsonForScript([{ title: '</script><script>alert(1)</script> & <b>' }])
    assert.notInclude(json, '<')
    assert.notInclude(json, '>')
    assert.deepEqual(JSON.parse(json), [{ title: '</script><script>alert(1)</script> & <b>' }])
  })
})
