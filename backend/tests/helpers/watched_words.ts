import type { Group } from '@japa/runner/core'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { resetPolls } from '#tests/helpers/polls'

/** The body of `POST /api/posts` for a plain two-option poll; `fields` replace or add fields. */
export const pollRequest = (fields: Record<string, unknown> = {}) => ({
  title: 'Tea or coffee?',
  description: 'In the morning',
  option_a: 'Tea',
  option_b: 'Coffee',
  vote_limit: 11,
  ...fields,
})

/** Each test of the group rolled back, starting without polls, watched words or members. */
export function startEachWithoutWatchedWords(group: Group) {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await resetPolls()
    await db.from('watched_words').delete()
    await db.from('users').delete()
  })
}
