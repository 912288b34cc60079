import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Post from '#models/post'
import { applyFeedFilters, applyFeedSort, type PlannedFeedFilters } from '#queries/posts/feed_query'
import { feedConditionOf, halfPageSql, rotationPointOf } from '#queries/posts/feed_random_order'
import { memberPageSql } from '#queries/posts/shared_feed_pages'
import { pageIdsQuery } from '#queries/posts/post_cards'
import { drawRandomKey } from '#rules/feed_random_key'
import { postSearchWordsOf } from '#rules/search_words'
import { rowsOf } from '#services/sql/sql_results'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { createUser } from '#tests/helpers/users'
import { resetPolls } from '#tests/helpers/polls'
import type User from '#models/user'

/*
 * The feed's queries read a slice of an index, whatever the number of polls: EXPLAIN (MySQL) and
 * EXPLAIN QUERY PLAN (SQLite) of each, on a few thousand polls whose statistics the database has
 * gathered (ANALYZE), must show no full scan and no sort of posts, tag links or votes. Committed
 * for real (ANALYZE TABLE ends a transaction on MySQL); the rows are removed afterwards.
 */
const POLLS = 3_000
const TABLES = /^(posts|post_tags|post_search_words|words|votes|likes|saves|reports|viewer_\w+)$/

interface Seeded {
  author: User
  member: User
  tagId: number
  postIds: number[]
}

async function seedPolls(): Promise<Seeded> {
  const author = await createUser()
  const member = await createUser()
  const now = DateTime.utc()
  await resetPolls()
  const category = await db.from('categories').select('id').firstOrFail()
  const name = `plans ${Date.now()}`
  const [tagId] = await db
    .table('tags')
    .insert({ name, name_normalized: name, category_id: category.id, ...stamps(now) })
  const rows = Array.from({ length: POLLS }, (_, index) => ({
    user_id: author.id,
    title: index % 3 === 0 ? `Coffee or tea ${index}?` : `Bus or train ${index}?`,
    description: 'A poll for the query plans',
    option_a: 'Yes',
    option_b: 'No',
    status: index % 10 === 0 ? 'passive' : 'active',
    vote_limit: index % 2 === 0 ? 100 + (index % 50) : null,
    time_limit: index % 4 === 0 ? toSqlDateTime(now.plus({ hours: 1 + (index % 90) })) : null,
    total_votes: index % 7,
    random_key: drawRandomKey(),
    ...stamps(now.minus({ minutes: POLLS - index })),
  }))
  for (let start = 0; start < rows.length; start += 250)
    await db.table('posts').multiInsert(rows.slice(start, start + 250))
  const posts = await db.from('posts').where('user_id', author.id).select('id', 'random_key').orderBy('id')
  const tagged = posts.filter((_, index) => index % 5 === 0)
  for (let start = 0; start < tagged.length; start += 250) {
    await db
      .table('post_tags')
      .multiInsert(
        tagged
          .slice(start, start + 250)
          .map((post) => ({ post_id: post.id, tag_id: tagId, random_key: post.random_key })),
      )
  }
  const words = posts.flatMap((post, index) =>
    postSearchWordsOf(rows[index]!).map((word) => ({ word, post_id: post.id, random_key: post.random_key })),
  )
  for (let start = 0; start < words.length; start += 250)
    await db.table('post_search_words').multiInsert(words.slice(start, start + 250))
  const voted = posts.filter((_, index) => index % 3 === 1)
  await db
    .table('votes')
    .multiInsert(
      voted
        .slice(0, 400)
        .map((post) => ({ post_id: post.id, user_id: member.id, choice: 'a', created_at: toSqlDateTime(now) })),
    )
  await analyze()
  return { author, member, tagId: Number(tagId), postIds: posts.map((post) => Number(post.id)) }
}

function stamps(at: DateTime) {
  return { created_at: toSqlDateTime(at), updated_at: toSqlDateTime(at) }
}

async function analyze() {
  if (db.connection().dialect.name === 'mysql') {
    await db.rawQuery('ANALYZE TABLE posts, post_tags, post_search_words, votes, likes, saves, reports')
  } else {
    await db.rawQuery('ANALYZE')
  }
}

/** What the plan of `sql` says that reads a whole table or sorts; empty when it reads index slices only. */
async function fullReadsOf({ sql, bindings }: { sql: string; bindings: readonly unknown[] }): Promise<string[]> {
  if (db.connection().dialect.name === 'mysql') {
    const plan = rowsOf<{ table: string | null; type: string | null; Extra: string | null }>(
      await db.rawQuery(`EXPLAIN ${sql}`, bindings as never),
    )
    // A page's own few rows (a derived table of ids) may be sorted; a table of the community not.
    return plan.flatMap((row) => {
      if (!row.table || !TABLES.test(row.table)) return []
      const problems: string[] = []
      if (row.type === 'ALL') problems.push(`full scan of ${row.table}`)
      if (/filesort|temporary/i.test(row.Extra ?? '')) problems.push(`${row.table}: ${row.Extra}`)
      return problems
    })
  }
  const plan = rowsOf<{ detail: string }>(await db.rawQuery(`EXPLAIN QUERY PLAN ${sql}`, bindings as never))
  return plan
    .map((row) => row.detail)
    .filter(
      (detail) => /TEMP B-TREE/.test(detail) || (/^SCAN (\w+)/.test(detail) && TABLES.test(detail.split(' ')[1]!)),
    )
}

const ACTIVE: PlannedFeedFilters = { activeOnly: true }

function randomPage(
  filters: PlannedFeedFilters,
  { page = 1, viewerId = null as number | null, tagId = undefined as number | undefined } = {},
) {
  const condition = feedConditionOf(applyFeedFilters(Post.query(), filters), tagId)
  return halfPageSql(condition, { from: rotationPointOf(12_345) }, 10, (page - 1) * 10, viewerId)
}

function sortedPage(
  sort: 'newest' | 'most_voted' | 'least_voted' | 'endingSoon',
  page: number,
  viewerId: number | null,
) {
  const query = applyFeedSort(applyFeedFilters(Post.query(), ACTIVE), sort)
  return pageIdsQuery(query, page, 10, viewerId).toSQL()
}

test.group('The feed reads index slices, whatever the number of polls', (group) => {
  let seeded: Seeded
  group.setup(async () => {
    seeded = await seedPolls()
    return async () => {
      await db.from('posts').where('user_id', seeded.author.id).delete()
      await db.from('tags').where('id', seeded.tagId).delete()
    }
  })

  test('{name}')
    .with(() => [
      { name: 'random order, page 1', plan: () => randomPage(ACTIVE) },
      {
        name: 'random order, page 20, a member',
        plan: () => randomPage(ACTIVE, { page: 20, viewerId: seeded.member.id }),
      },
      { name: 'a tag, random order', plan: () => randomPage(ACTIVE, { tagId: seeded.tagId }) },
      {
        name: 'a tag, random order, page 20, a member',
        plan: () => randomPage(ACTIVE, { tagId: seeded.tagId, page: 20, viewerId: seeded.member.id }),
      },
      { name: 'ending soon, page 1', plan: () => sortedPage('endingSoon', 1, null) },
      { name: 'ending soon, page 20, a member', plan: () => sortedPage('endingSoon', 20, seeded.member.id) },
      { name: 'newest, page 20', plan: () => sortedPage('newest', 20, null) },
      { name: 'most voted', plan: () => sortedPage('most_voted', 1, null) },
      { name: 'least voted', plan: () => sortedPage('least_voted', 1, null) },
      // A common word's page walks the random order and checks each poll's words (the rare word's
      // plan sorts its at most RARE_WORD_MATCHES candidates, on purpose).
      { name: 'a common word, random order', plan: () => randomPage({ ...ACTIVE, search: { words: ['coff'] } }) },
      {
        name: 'two common words, random order, page 20',
        plan: () => randomPage({ ...ACTIVE, search: { words: ['coffee', 'tea'] } }, { page: 20 }),
      },
      { name: 'her state on a page', plan: () => memberPageSql(seeded.postIds.slice(100, 110), seeded.member.id) },
    ])
    .run(async ({ assert }, { plan }) => {
      assert.deepEqual(await fullReadsOf(plan()), [])
    })
})
