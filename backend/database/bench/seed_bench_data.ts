/*
 * Synthetic data for `node ace bench`: users, posts with tags, and votes whose counters match
 * the rows. Deterministic but for the posts' random keys (drawn as the app draws them), written
 * in multi-row batches. Most polls stay open (vote limit 9999
 * or a deadline a week ahead) so the vote benchmark hits real votes.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { OPTION_LETTERS } from '#models/post'
import { postSearchWordsOf } from '#rules/search_words'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { drawRandomKey } from '#rules/feed_random_key'

export interface BenchSize {
  posts: number
  votes: number
  /** Members who have voted on nothing (BenchCast.voterIds); at least BENCH_VOTERS. */
  voters?: number
  /**
   * A community as `bench:scale` needs it: one member with HEAVY_MEMBER_POLLS polls, a like on
   * every other poll and a save on every fifth, and a rare word in one poll in RARE_WORD_EVERY.
   * Its members grow with its polls (one per POLLS_PER_MEMBER), so a member's activity, her voted
   * list among it, is the same at every size, as in a community that grows by new members.
   */
  community?: boolean
}

export const HEAVY_MEMBER_POLLS = 2000
export const RARE_WORD = 'zeppelin'
const RARE_WORD_EVERY = 10_000
const POLLS_PER_MEMBER = 500

export type Progress = (stage: string, done: number, total: number) => void

/** Who the benchmark acts as, and the posts it votes on. */
export interface BenchCast {
  /** A member who has voted on nothing; reads the feed logged in. */
  readerId: number
  /** Members who have voted on nothing: the vote benchmark spreads its votes over them. */
  voterIds: number[]
  firstPostId: number
  postCount: number
  /** The member with HEAVY_MEMBER_POLLS polls (with `community`), who has voted on many. */
  heavyMemberId: number
  firstTagId: number
}

/** Enough distinct voters that the vote benchmark never runs out of (voter, post) pairs. */
const BENCH_VOTERS = 50

/**
 * Rows per INSERT. Knex writes a SQLite multi-row insert as a compound SELECT, which SQLite
 * handles poorly beyond a few hundred terms; MySQL takes a few hundred KB per statement at ease.
 */
const rowsPerInsert = () => (db.connection().dialect.name === 'mysql' ? 2000 : 500)
const TAG_COUNT = 20
const WORDS = [
  'coffee',
  'tea',
  'family',
  'career',
  'holiday',
  'school',
  'money',
  'garden',
  'dinner',
  'weekend',
  'friends',
  'health',
]

async function insertInBatches(
  table: string,
  total: number,
  row: (index: number) => Record<string, unknown>,
  stage: string,
  progress: Progress,
) {
  const batchSize = rowsPerInsert()
  for (let start = 0; start < total; start += batchSize) {
    const end = Math.min(total, start + batchSize)
    await db.table(table).multiInsert(Array.from({ length: end - start }, (_, offset) => row(start + offset)))
    progress(stage, end, total)
  }
}

/** The search words of every post, as the Post model writes them. */
async function insertSearchWords(
  posts: number,
  postOf: (post: number) => { title: string; description: string; post_id: number; random_key: number },
  progress: Progress,
) {
  const batchSize = Math.max(1, Math.floor(rowsPerInsert() / 8))
  for (let start = 0; start < posts; start += batchSize) {
    const end = Math.min(posts, start + batchSize)
    const rows = Array.from({ length: end - start }, (_, offset) => postOf(start + offset)).flatMap((post) =>
      postSearchWordsOf(post).map((word) => ({ word, post_id: post.post_id, random_key: post.random_key })),
    )
    await db.table('post_search_words').multiInsert(rows)
    progress('search words', end, posts)
  }
}

/** Seeds an empty, migrated database. */
export async function seedBenchData(
  { posts, votes, voters, community = false }: BenchSize,
  progress: Progress,
): Promise<BenchCast> {
  const freshVoters = Math.max(BENCH_VOTERS, voters ?? 0)
  const votesPerPost = Math.max(0, Math.min(50, Math.round(votes / Math.max(posts, 1))))
  const userCount = Math.max(votesPerPost * 3 + 1, 200, community ? Math.ceil(posts / POLLS_PER_MEMBER) : 0)
  const now = DateTime.utc()
  const nowSql = toSqlDateTime(now)
  const password = await hash.make('bench-password')

  await insertInBatches(
    'users',
    userCount + 1 + freshVoters,
    (index) => ({
      username: `bench${index}`,
      username_normalized: `bench${index}`,
      email: `bench${index}@example.com`,
      password,
      role: index % 10 === 0 ? 'prouser' : 'user',
      is_email_verified: true,
      current_login_streak: 0,
      max_login_streak: 0,
      created_at: nowSql,
      updated_at: nowSql,
    }),
    'users',
    progress,
  )
  const firstUserId = Number((await db.from('users').min('id as id').first()).id)
  const voterId = (index: number) => firstUserId + index
  // The users after the seeded voters have voted on nothing: the benchmark reads and votes as them.
  const readerId = firstUserId + userCount
  const voterIds = Array.from({ length: freshVoters }, (_, index) => readerId + 1 + index)

  await insertInBatches(
    'tags',
    TAG_COUNT,
    (index) => ({
      name: `Topic ${index}`,
      name_normalized: `topic ${index}`,
      category_id: (index % 10) + 1,
      created_at: nowSql,
      updated_at: nowSql,
    }),
    'tags',
    progress,
  )
  const firstTagId = Number((await db.from('tags').min('id as id').first()).id)

  const choiceOf = (post: number, voter: number) => OPTION_LETTERS[(post + voter) % 2]!
  // With `community`, member 0 wrote the first HEAVY_MEMBER_POLLS polls and no other.
  const authorOf = (post: number) =>
    community
      ? voterId(post < HEAVY_MEMBER_POLLS ? 0 : 1 + ((post * 11) % (userCount - 1)))
      : voterId((post * 11) % userCount)
  const votersOf = (post: number) => Array.from({ length: votesPerPost }, (_, j) => (post * 7 + j * 3) % userCount)
  const textOf = (post: number) => {
    const word = WORDS[post % WORDS.length]
    const rare = community && post % RARE_WORD_EVERY === 7 ? ` ${RARE_WORD}` : ''
    return {
      title: `Poll ${post}: ${word} or ${WORDS[(post + 5) % WORDS.length]}${rare}?`,
      description: `Benchmark poll number ${post} about ${word}.`,
    }
  }
  // Drawn up front: a post's tag link and search words carry its key.
  const randomKeys = Uint32Array.from({ length: posts }, () => drawRandomKey())
  await insertInBatches(
    'posts',
    posts,
    (index) => {
      const counts = { a: 0, b: 0 }
      for (const voter of votersOf(index)) counts[choiceOf(index, voter) as 'a' | 'b'] += 1
      const timed = index % 3 === 0
      return {
        user_id: authorOf(index),
        ...textOf(index),
        option_a: 'Yes',
        option_b: 'No',
        has_images: false,
        status: 'active',
        vote_limit: timed ? null : 9999,
        time_limit: timed ? toSqlDateTime(now.plus({ days: 7 })) : null,
        vote_count_a: counts.a,
        vote_count_b: counts.b,
        vote_count_c: 0,
        vote_count_d: 0,
        total_votes: votesPerPost,
        like_count: community && index % 2 === 0 ? 1 : 0,
        ai_enabled: false,
        random_key: randomKeys[index]!,
        created_at: toSqlDateTime(now.minus({ seconds: posts - index })),
        updated_at: nowSql,
      }
    },
    'posts',
    progress,
  )
  const firstPostId = Number((await db.from('posts').min('id as id').first()).id)

  await insertInBatches(
    'post_tags',
    posts,
    (index) => ({
      post_id: firstPostId + index,
      tag_id: firstTagId + (index % TAG_COUNT),
      random_key: randomKeys[index]!,
    }),
    'post tags',
    progress,
  )

  await insertSearchWords(
    posts,
    (post) => ({
      ...textOf(post),
      post_id: firstPostId + post,
      random_key: randomKeys[post]!,
    }),
    progress,
  )

  await insertInBatches(
    'votes',
    posts * votesPerPost,
    (index) => {
      const post = Math.floor(index / votesPerPost)
      const voter = votersOf(post)[index % votesPerPost]!
      return { post_id: firstPostId + post, user_id: voterId(voter), choice: choiceOf(post, voter), created_at: nowSql }
    },
    'votes',
    progress,
  )
  if (community) {
    // Likes and saves by members who did not write the poll (member 1 and up).
    const memberOf = (post: number, salt: number) => voterId(1 + ((post * 13 + salt) % (userCount - 1)))
    await insertInBatches(
      'likes',
      Math.ceil(posts / 2),
      (index) => ({ post_id: firstPostId + index * 2, user_id: memberOf(index * 2, 1), created_at: nowSql }),
      'likes',
      progress,
    )
    await insertInBatches(
      'saves',
      Math.ceil(posts / 5),
      (index) => ({ post_id: firstPostId + index * 5, user_id: memberOf(index * 5, 2), created_at: nowSql }),
      'saves',
      progress,
    )
  }
  // Statistics for the query planner, as a database in service has them (InnoDB keeps its own).
  if (db.connection().dialect.name !== 'mysql') await db.rawQuery('ANALYZE')
  return { readerId, voterIds, firstPostId, postCount: posts, heavyMemberId: voterId(0), firstTagId }
}
