import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'
import { createUser } from '#tests/helpers/users'
import MemberNotice from '#models/member_notice'
import RevokeAllSessions from '#actions/sessions/revoke_all_sessions'
import { jsonForScript, readerTimeZone } from '#middleware/first_screen'
import { feedFirstPage } from '#queries/first_screen/first_screen_answers'
import { pageFor, serveEchoingFrontEnd, type GuestCard } from '#tests/helpers/echoing_front_end'

test.group("The first screen: what the server sends with a guest's page", (group) => {
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

  test("the reader's time zone: a name the server knows, else UTC", ({ assert }) => {
    assert.equal(readerTimeZone('Europe/Berlin'), 'Europe/Berlin')
    assert.equal(readerTimeZone('Europe/Istanbul'), 'Europe/Istanbul')
    for (const unknown of [undefined, '', 'Mars/Olympus_Mons', '</script>', `Europe/${'x'.repeat(80)}`]) {
      assert.equal(readerTimeZone(unknown), 'UTC')
    }
  })
})

test.group("The first screen: a member's page and the guest's", (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())
  group.setup(() => serveEchoingFrontEnd())

  test("her /feed carries her own vote, like and save and nobody else's; never stored", async ({ client, assert }) => {
    const [ayse, berta, author] = [await createUser(), await createUser(), await createUser()]
    const hers = await createPoll(author, { title: 'Kita oder Tagesmutter?' })
    const others = await createPoll(author, { title: 'Brei oder Fingerfood?' })
    const ayseAgent = await agentFor(client, ayse)
    const bertaAgent = await agentFor(client, berta)
    ;(await ayseAgent.send('post', `/api/posts/${hers.id}/vote`, { option: 'b' })).assertStatus(200)
    ;(await ayseAgent.send('post', `/api/posts/${hers.id}/save`)).assertStatus(200)
    ;(await bertaAgent.send('post', `/api/posts/${others.id}/vote`, { option: 'a' })).assertStatus(200)
    ;(await bertaAgent.send('post', `/api/posts/${others.id}/like`)).assertStatus(200)

    const page = (await pageFor(ayseAgent, '/feed'))!
    assert.equal(page.cacheControl, 'private, no-store')
    assert.deepEqual(page.user && { id: page.user.id, username: page.user.username }, {
      id: ayse.id,
      username: ayse.username,
    })
    const cards = page.answers.feed!.firstPage.posts
    assert.deepInclude(
      cards.find((card) => card.id === hers.id)!,
      { user_choice: 'b', saved: true, liked: false },
    )
    assert.deepInclude(
      cards.find((card) => card.id === others.id)!,
      {
        user_choice: null,
        liked: false,
        saved: false,
      },
    )
    assert.notInclude(page.html, berta.email)
  })

  test('a page with a first screen starts with its head script, the one inline script its policy allows', async ({
    client,
    assert,
  }) => {
    const response = await (await CookieAgent.open(client)).send('get', '/feed')
    const html = response.text()
    const script = /^<!doctype html><html lang="de"><head><script>([^<]+)<\/script><title>/.exec(html)?.[1]
    assert.include(script, "localStorage.getItem('dilemma.language')")
    assert.isTrue(script!.endsWith(';new Intl.DateTimeFormat(document.documentElement.lang).resolvedOptions()'))
    const hash = createHash('sha256').update(script!).digest('base64')
    const scriptSources = /script-src ([^;]+)/.exec(response.headers()['content-security-policy'])?.[1]
    assert.equal(scriptSources, `'self' 'sha256-${hash}'`)
  })

  test("a guest's /feed and /user/{id}: no member's user, vote, like or save", async ({ client, assert }) => {
    const [berta, author] = [await createUser(), await createUser()]
    const poll = await createPoll(author)
    const bertaAgent = await agentFor(client, berta)
    ;(await bertaAgent.send('post', `/api/posts/${poll.id}/vote`, { option: 'a' })).assertStatus(200)
    ;(await bertaAgent.send('post', `/api/posts/${poll.id}/like`)).assertStatus(200)

    const guest = await CookieAgent.open(client)
    const feed = (await pageFor(guest, '/feed'))!
    assert.equal(feed.cacheControl, 'private, no-cache')
    assert.isNull(feed.user)
    assert.deepInclude(feed.answers.feed!.firstPage.posts[0], { user_choice: null, liked: false, saved: false })
    const profile = (await pageFor(guest, `/user/${berta.id}`))!
    assert.isNull(profile.user)
    assert.notInclude(profile.html, berta.email)
    const voted = (await guest.send('get', `/api/posts/public-voted/${berta.id}?page=1`)).body()
    assert.deepEqual(profile.answers.publicProfile, {
      profile: (await guest.send('get', `/api/users/${berta.id}/public-profile`)).body(),
      badges: (await guest.send('get', `/api/users/${berta.id}/badges`)).body(),
      votedPosts: voted,
    })
    assert.deepInclude(voted.posts[0], { id: poll.id, user_choice: null, liked: false })
    // A poll's page is a member's only; an unknown profile has no first screen (the app's 404).
    assert.isNull(await pageFor(guest, `/post/${poll.id}`))
    assert.isNull(await pageFor(guest, '/user/999999'))
  })

  test('the cookie notice is in the first screen until she has accepted it (its cookie)', async ({
    client,
    assert,
  }) => {
    const guest = await CookieAgent.open(client)
    assert.include((await pageFor(guest, '/feed'))!.html, 'cookie notice')
    guest.setCookie('dilemma_cookie_consent', 'accepted')
    assert.notInclude((await pageFor(guest, '/feed'))!.html, 'cookie notice')
    const member = await agentFor(client, await createUser())
    assert.include((await pageFor(member, '/feed'))!.html, 'cookie notice')
    member.setCookie('dilemma_cookie_consent', 'accepted')
    assert.notInclude((await pageFor(member, '/feed'))!.html, 'cookie notice')
  })

  test("the first screen's dates are in her time zone once the app has stored it (its cookie)", async ({
    client,
    assert,
  }) => {
    const guest = await CookieAgent.open(client)
    assert.include((await pageFor(guest, '/feed'))!.html, '<time>UTC</time>')
    guest.setCookie('dilemma_time_zone', 'Europe/Istanbul')
    assert.include((await pageFor(guest, '/feed'))!.html, '<time>Europe/Istanbul</time>')
    guest.setCookie('dilemma_time_zone', 'Nowhere/Special')
    assert.include((await pageFor(guest, '/feed'))!.html, '<time>UTC</time>')
  })

  test("her /post/{id} and /profile: GET /posts/{id}'s answer to her, her own user and polls", async ({
    client,
    assert,
  }) => {
    const ayse = await createUser()
    const title = '</script><script>alert(1)</script>'
    const poll = await createPoll(ayse, { title })
    const agent = await agentFor(client, ayse)
    ;(await agent.send('post', `/api/posts/${poll.id}/like`)).assertStatus(200)

    const post = (await pageFor(agent, `/post/${poll.id}`))!
    assert.equal(post.cacheControl, 'private, no-store')
    assert.deepEqual(post.answers.post, (await agent.send('get', `/api/posts/${poll.id}`)).body())
    assert.deepInclude(post.answers.post!.post, { title, liked: true, is_owner: true })
    assert.notInclude(post.html, '<script>alert(1)')
    // A messenger's tracking parameter leaves it the same poll page.
    assert.deepEqual((await pageFor(agent, `/post/${poll.id}?fbclid=x1`))!.answers.post, post.answers.post)
    const profile = (await pageFor(agent, '/profile'))!
    assert.deepEqual(profile.user, (await agent.send('get', '/api/users/me')).body().user)
    assert.deepEqual(
      profile.answers.authoredPosts?.firstPage,
      (await agent.send('get', `/api/posts/user/${ayse.id}?page=1`)).body(),
    )
    assert.equal(profile.cacheControl, 'private, no-store')
  })

  test("/feed's sidebar as the API answers its reader; her unread notices on each of her pages, a guest's none", async ({
    client,
    assert,
  }) => {
    const ayse = await createUser()
    await createPoll(ayse, { title: 'Kita oder Tagesmutter?' })
    await MemberNotice.create({
      userId: ayse.id,
      kind: 'post_removed_after_report',
      postId: null,
      postTitle: 'Gone',
      readAt: null,
    })
    const agent = await agentFor(client, ayse)
    const guest = await CookieAgent.open(client)

    for (const reader of [agent, guest]) {
      const { answers } = (await pageFor(reader, '/feed?tag=3'))!
      assert.deepEqual(answers.feedSidebar, {
        popularTags: (await reader.send('get', '/api/tags/popular?limit=10')).body(),
        popularCategories: (await reader.send('get', '/api/tags/categories/popular?limit=5&status=all')).body(),
      })
    }
    const unread = (await agent.send('get', '/api/users/notices')).body()
    assert.lengthOf(unread.notices, 1)
    for (const path of ['/feed', '/profile']) {
      assert.deepEqual((await pageFor(agent, path))!.answers.notices, { userId: ayse.id, unread })
    }
    assert.isUndefined((await pageFor(guest, '/feed'))!.answers.notices)
    assert.isUndefined((await pageFor(guest, '/premium'))!.answers.feedSidebar)
  })

  test('a revoked session gets the plain page; so do her pages without a first screen', async ({ client, assert }) => {
    const ayse = await createUser()
    const agent = await agentFor(client, ayse)
    assert.isNull(await pageFor(agent, '/premium'))
    await RevokeAllSessions.handle({ userId: ayse.id })
    const page = await agent.send('get', '/feed')
    assert.notInclude(page.text(), 'first-screen')
    assert.equal(page.headers()['cache-control'], 'no-cache')
  })
})
