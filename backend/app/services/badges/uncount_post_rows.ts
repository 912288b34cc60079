import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** `column - n`, never below 0 (MySQL rejects a negative unsigned result). */
const minus = (column: string, amount: string) =>
  `${column} = CASE WHEN ${column} > ${amount} THEN ${column} - ${amount} ELSE 0 END`

/**
 * Takes a post's rows out of the badge counters before it is deleted for good (its votes, likes
 * and saves cascade away): every voter's votes_given, liker's likes_given and saver's posts_saved
 * lose one, its author loses the post and the likes it received. A vote not counted yet
 * (count_new_votes.ts) is in no counter, so it takes nothing away; the subquery's rows are
 * locked, so a count under way finishes first (and a count after the purge finds them gone).
 * Run in the deleting transaction, so the counters keep matching the tables. Badges already earned stay.
 */
export async function uncountPostRows(trx: TransactionClientContract, postId: number, authorId: number) {
  for (const [rows, column] of [
    ['votes WHERE post_id = ? AND counted = 1', 'votes_given'],
    ['likes WHERE post_id = ?', 'likes_given'],
    ['saves WHERE post_id = ?', 'posts_saved'],
  ] as const) {
    await trx.rawQuery(`UPDATE user_stats SET ${minus(column, '1')} WHERE user_id IN (SELECT user_id FROM ${rows})`, [
      postId,
    ])
  }
  const likes = '(SELECT COUNT(*) FROM likes WHERE post_id = ?)'
  await trx.rawQuery(
    `UPDATE user_stats SET ${minus('posts_created', '1')}, ${minus('likes_received', likes)} WHERE user_id = ?`,
    [postId, postId, authorId],
  )
}
