// What the fault test's load acts on, written straight into its own database after the demo seed:
// voters (the demo password), open polls without limits, and a pro member with a poll of her own
// whose role the Redis scenario changes.
import { randomInt } from 'node:crypto'
import mysql from 'mysql2/promise'

export const DEMO_PASSWORD = 'dilemma-demo'

/** Inserts the fixtures; resolves with { voterIds, postIds, target: { userId, username, postId } }. */
export async function seedFixtures(connection, database, { voters, polls }) {
  const db = await mysql.createConnection({ ...connection, database })
  try {
    const [[admin]] = await db.query("SELECT id, password FROM users WHERE email = 'admin@dilemma.local'")
    const now = new Date()
    const user = (username, role) => [
      username,
      username,
      `${username}@faults.invalid`,
      admin.password, // the demo password's hash
      role,
      true,
      0,
      0,
      role === 'prouser' ? new Date(now.getTime() + 30 * 86_400_000) : null,
      now,
      now,
    ]
    const voterRows = Array.from({ length: voters }, (_, index) => user(`fault_voter${index}`, 'user'))
    const targetName = 'fault_pro'
    const [inserted] = await db.query(
      'INSERT INTO users (username, username_normalized, email, password, role, is_email_verified, ' +
        'current_login_streak, max_login_streak, plan_expires_at, created_at, updated_at) VALUES ?',
      [[...voterRows, user(targetName, 'prouser')]],
    )
    const firstUserId = Number(inserted.insertId)
    const voterIds = Array.from({ length: voters }, (_, index) => firstUserId + index)
    const targetId = firstUserId + voters

    // The pro member's poll is closed (passive): the feed, which shows open polls, never shows it,
    // so that only the test's own reads bring her into a server's cache.
    const poll = (authorId, index, status = 'active') => [
      authorId,
      `Fault poll ${index}: left or right?`,
      'A poll the fault test votes on.',
      'Left',
      'Right',
      false,
      status,
      0,
      0,
      0,
      0,
      0,
      0,
      false,
      randomInt(0, 2 ** 31 - 1),
      new Date(now.getTime() - (polls + 1 - index) * 1_000),
      now,
    ]
    const [posted] = await db.query(
      'INSERT INTO posts (user_id, title, description, option_a, option_b, has_images, status, ' +
        'vote_count_a, vote_count_b, vote_count_c, vote_count_d, total_votes, like_count, ai_enabled, ' +
        'random_key, created_at, updated_at) VALUES ?',
      [[...Array.from({ length: polls }, (_, index) => poll(admin.id, index)), poll(targetId, polls, 'passive')]],
    )
    const firstPostId = Number(posted.insertId)
    const postIds = Array.from({ length: polls }, (_, index) => firstPostId + index)
    return { voterIds, postIds, target: { userId: targetId, username: targetName, postId: firstPostId + polls } }
  } finally {
    await db.end()
  }
}

/**
 * The acknowledged votes missing from the database, and whether every poll's total_votes matches
 * its vote rows.
 */
export async function checkVotes(connection, database, acknowledged, postIds) {
  const db = await mysql.createConnection({ ...connection, database })
  try {
    const [rows] = await db.query('SELECT post_id, user_id FROM votes WHERE post_id IN (?)', [postIds])
    const stored = new Set(rows.map((row) => `${row.post_id}/${row.user_id}`))
    const missing = acknowledged.filter(([post, user]) => !stored.has(`${post}/${user}`))
    const [mismatched] = await db.query(
      'SELECT p.id, p.total_votes, COUNT(v.user_id) AS votes FROM posts p LEFT JOIN votes v ON v.post_id = p.id ' +
        'WHERE p.id IN (?) GROUP BY p.id, p.total_votes HAVING p.total_votes <> COUNT(v.user_id)',
      [postIds],
    )
    return { stored: rows.length, missing, mismatched }
  } finally {
    await db.end()
  }
}
