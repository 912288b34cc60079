import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import Post from '#models/post'
import User from '#models/user'
import { createUser } from '#tests/helpers/users'
import type { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentsFor, createPoll, createUsersInBulk, resetPolls } from '#tests/helpers/polls'

/*
 * On MySQL, members liking and saving one poll at once deadlocked InnoDB and got
 * 500s. Real concurrency: no global transaction (a deadlock needs transactions of their own that
 * commit), so the test removes what it creates.
 */

const MEMBERS = 100

/** Every member likes and saves the poll at once, as a toggle or with the wanted state. */
function likeAndSaveAtOnce(agents: CookieAgent[], post: Post, wanted?: boolean): Promise<ApiResponse[]> {
  const likeBody = wanted === undefined ? undefined : { liked: wanted }
  const saveBody = wanted === undefined ? undefined : { saved: wanted }
  return Promise.all(
    agents.flatMap((agent) => [
      agent.send('post', `/api/posts/${post.id}/like`, likeBody),
      agent.send('post', `/api/posts/${post.id}/save`, saveBody),
    ]),
  )
}

async function rowsOn(table: 'likes' | 'saves', post: Post): Promise<number> {
  const row = await db.from(table).where('post_id', post.id).count('* as total').first()
  return Number(row.total)
}

test.group('Likes and saves under concurrency', (group) => {
  group.each.setup(() => resetPolls())
  group.each.teardown(() => resetPolls())

  test('100 members liking and saving one poll at once, on and off: no 500, counters equal rows', async ({
    client,
    assert,
    cleanup,
  }) => {
    const author = await createUser()
    const members = await createUsersInBulk(MEMBERS)
    cleanup(async () => {
      await User.query()
        .whereIn('id', [author.id, ...members.map((member) => member.id)])
        .delete()
    })
    const post = await createPoll(author)
    const agents = await agentsFor(client, members)

    for (const [wanted, expectedRows] of [
      [undefined, MEMBERS],
      [undefined, 0],
      [true, MEMBERS],
      [false, 0],
    ] as const) {
      const responses = await likeAndSaveAtOnce(agents, post, wanted)

      assert.deepEqual(
        responses.filter((response) => response.status() !== 200).map((response) => response.body()),
        [],
      )
      await post.refresh()
      assert.equal(await rowsOn('likes', post), expectedRows)
      assert.equal(post.likeCount, expectedRows)
      assert.equal(await rowsOn('saves', post), expectedRows)
    }
  }).timeout(300_000)
})
