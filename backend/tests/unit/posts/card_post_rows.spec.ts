import { test } from '@japa/runner'
import { cardPostOfRow } from '#queries/posts/card_post_rows'

const row = {
  id: 7,
  user_id: 3,
  title: 'Tea or coffee?',
  description: 'For the morning.',
  option_a: 'Tea',
  option_b: 'Coffee',
  option_c: null,
  option_d: null,
  image_a: 'a.webp',
  image_b: null,
  image_c: null,
  image_d: null,
  status: 'active',
  vote_limit: 11,
  vote_count_a: 2,
  vote_count_b: 1,
  vote_count_c: 0,
  vote_count_d: 0,
  total_votes: 3,
  like_count: 4,
  viewer_liked: 1,
}

test.group('cardPostOfRow', () => {
  test('reads SQLite and mysql2 rows alike', ({ assert }) => {
    const fromSqlite = cardPostOfRow({
      ...row,
      ai_enabled: 1,
      time_limit: null,
      created_at: '2026-11-22 08:30:00',
    })
    const fromMysql = cardPostOfRow({
      ...row,
      ai_enabled: '1',
      time_limit: null,
      created_at: new Date('2026-11-22T08:30:00Z'),
    })

    for (const post of [fromSqlite, fromMysql]) {
      assert.equal(post.createdAt.toISO(), '2026-11-22T08:30:00.000Z')
      assert.isTrue(post.aiEnabled)
      assert.isNull(post.timeLimit)
      assert.equal(post.voteLimit, 11)
      assert.deepEqual([post.userId, post.voteCountA, post.totalVotes, post.likeCount], [3, 2, 3, 4])
    }
  })

  test('keeps the extra columns of the page query in $extras', ({ assert }) => {
    const post = cardPostOfRow({
      ...row,
      ai_enabled: 0,
      time_limit: '2026-11-23 08:30:00',
      created_at: '2026-11-22 08:30:00',
    })

    assert.equal(post.$extras.viewer_liked, 1)
    assert.isFalse(post.aiEnabled)
    assert.equal(post.timeLimit?.toISO(), '2026-11-23T08:30:00.000Z')
  })
})
