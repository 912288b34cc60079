import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Post from '#models/post'
import { retryOnLockConflict } from '#services/sql/lock_conflict_retry'
import { createUser } from '#tests/helpers/users'
import { createPoll, resetPolls } from '#tests/helpers/polls'

/*
 * A transaction MySQL picks as a deadlock's victim runs again. Real
 * transactions on two connections, so no global transaction; the test removes what it creates.
 */

/** Resolves for everyone once `parties` have arrived; later arrivals pass at once. */
function barrier(parties: number) {
  let arrived = 0
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return {
    arrive() {
      if (++arrived === parties) open()
      return opened
    },
  }
}

function addLike(trx: TransactionClientContract, post: Post) {
  return trx
    .from('posts')
    .where('id', post.id)
    .update({ like_count: trx.knexRawQuery('like_count + 1') })
}

test.group('Lock conflicts', (group) => {
  group.each.setup(() => resetPolls())
  group.each.teardown(() => resetPolls())

  test('of two transactions locking two posts in opposite order, the deadlocked one runs again', async ({
    assert,
    cleanup,
  }) => {
    const author = await createUser()
    cleanup(() => author.delete())
    const [first, second] = [await createPoll(author), await createPoll(author)]
    const bothHoldOne = barrier(2)
    let attempts = 0

    const likeBoth = (own: Post, other: Post) =>
      retryOnLockConflict(() =>
        db.transaction(async (trx) => {
          attempts++
          await addLike(trx, own)
          await bothHoldOne.arrive()
          await addLike(trx, other)
        }),
      )
    await Promise.all([likeBoth(first, second), likeBoth(second, first)])

    assert.equal(attempts, 3)
    await first.refresh()
    await second.refresh()
    assert.equal(first.likeCount, 2)
    assert.equal(second.likeCount, 2)
  }).skip(db.primaryConnectionName !== 'mysql', 'SQLite has one writer at a time: no row locks to deadlock on')
})
