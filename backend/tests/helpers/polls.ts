import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import Post from '#models/post'
import User from '#models/user'
import CategoriesSeeder from '#database/seeders/01_categories_seeder'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { forgetSharedFeedPages } from '#queries/posts/shared_feed_pages'
import type { Role } from '#rules/roles'
import type { ApiClient } from '@japa/api-client'
import { TEST_PASSWORD } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'

let bulkCounter = 0

/** Removes every post (votes, likes, saves and tag links cascade) and tag; makes sure categories exist. */
export async function resetPolls() {
  await db.from('reports').delete()
  await db.from('posts').delete()
  await db.from('tags').delete()
  await new CategoriesSeeder(db.connection()).run()
  await forgetSharedFeedPages()
}

/** A poll by `author`; two options and a vote limit of 11 unless overridden. */
export async function createPoll(author: User, overrides: Partial<Post> = {}) {
  return Post.create({
    userId: author.id,
    title: 'Coffee or tea?',
    description: 'Which one in the morning?',
    optionA: 'Coffee',
    optionB: 'Tea',
    status: 'active',
    voteLimit: 11,
    voteCountA: 0,
    voteCountB: 0,
    voteCountC: 0,
    voteCountD: 0,
    totalVotes: 0,
    likeCount: 0,
    ...overrides,
  })
}

/** A poll with a deadline `hours` from now (negative: already past). */
export function createTimedPoll(author: User, hours: number, overrides: Partial<Post> = {}) {
  return createPoll(author, { voteLimit: null, timeLimit: DateTime.utc().plus({ hours }), ...overrides })
}

/** `count` open polls by `authorId` written behind the models' back, their random keys from `from` on. */
export async function insertBulkPolls(authorId: number, count: number, from = 0) {
  const now = toSqlDateTime(DateTime.utc())
  const row = (index: number) => ({
    user_id: authorId,
    title: `Poll ${index}`,
    description: 'Bulk',
    option_a: 'A',
    option_b: 'B',
    status: 'active',
    vote_limit: 11,
    random_key: index,
    created_at: now,
    updated_at: now,
  })
  for (let start = from; start < from + count; start += 200) {
    await db
      .table('posts')
      .multiInsert(Array.from({ length: Math.min(200, from + count - start) }, (_, offset) => row(start + offset)))
  }
  // The shared feed pages must not answer for rows written behind their back.
  await forgetSharedFeedPages()
}

/** `count` users in one INSERT sharing one pre-computed password hash. */
export async function createUsersInBulk(count: number, role: Role = 'user'): Promise<User[]> {
  bulkCounter += 1
  const password = await hash.make(TEST_PASSWORD)
  const now = toSqlDateTime(DateTime.utc())
  const prefix = `bulk${bulkCounter}x${Date.now().toString(36)}`
  const rows = Array.from({ length: count }, (_, index) => ({
    username: `${prefix}u${index}`,
    username_normalized: `${prefix}u${index}`,
    email: `${prefix}u${index}@example.com`,
    password,
    role,
    is_email_verified: true,
    current_login_streak: 0,
    max_login_streak: 0,
    created_at: now,
    updated_at: now,
  }))
  for (let start = 0; start < rows.length; start += 100) {
    await db.table('users').multiInsert(rows.slice(start, start + 100))
  }
  return User.query().where('username_normalized', 'like', `${prefix}u%`).orderBy('id')
}

/** A browser-like agent signed in as `user` (session, XSRF and access cookies). */
export async function agentFor(client: ApiClient, user: User): Promise<CookieAgent> {
  const agent = await CookieAgent.open(client)
  await agent.actAs(user)
  return agent
}

/** One agent per user, sharing one opened browser session (cheap for hundreds of users). */
export async function agentsFor(client: ApiClient, users: User[]): Promise<CookieAgent[]> {
  const base = await CookieAgent.open(client)
  const agents: CookieAgent[] = []
  for (const user of users) {
    const agent = base.clone()
    await agent.actAs(user)
    agents.push(agent)
  }
  return agents
}
