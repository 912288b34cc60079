import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Post, { type OptionLetter } from '#models/post'
import PostHold from '#models/post_hold'
import Report from '#models/report'
import type { CheckedFields, FieldMatch, Screening } from '#services/moderation/watched_words'

/** A poll's texts by the API's field names, as the watched words check them. */
export function pollTexts(poll: {
  title: string
  description: string
  options: Partial<Record<OptionLetter, string | null>>
  tags: readonly string[]
}): CheckedFields {
  return {
    title: poll.title,
    description: poll.description,
    option_a: poll.options.a,
    option_b: poll.options.b,
    option_c: poll.options.c,
    option_d: poll.options.d,
    ...Object.fromEntries(poll.tags.map((tag, index) => [`tags.${index}`, tag])),
  }
}

/**
 * Applies what a poll's texts call for, in the write's transaction: a `hold` entry keeps it from
 * everyone but her and admins until a moderator decides (status `held`; its hold remembers the
 * status to give back); a poll held before whose texts no longer hold it is published again, as
 * a new poll with those texts would be; each `flag` entry is a report by the system, once per
 * word and field while it is pending.
 */
export async function applyScreening(post: Post, screening: Screening, trx: TransactionClientContract) {
  const hold = await PostHold.query({ client: trx }).where('post_id', post.id).first()
  if (screening.hold) await keepHeld(post, hold, screening.hold, trx)
  else if (hold) await release(post, hold, trx)
  for (const flag of screening.flags) await reportBySystem(post.id, flag, trx)
}

async function keepHeld(post: Post, hold: PostHold | null, match: FieldMatch, trx: TransactionClientContract) {
  if (hold) {
    hold.merge({ word: match.word, field: match.field })
    await hold.save()
    return
  }
  await PostHold.create(
    { postId: post.id, ...match, previousStatus: post.status, heldAt: DateTime.utc() },
    { client: trx },
  )
  post.useTransaction(trx)
  post.status = 'held'
  await post.save()
}

/** Publishes a held poll again: the status it had, the deadline moved by the time it waited. */
export async function release(post: Post, hold: PostHold, trx: TransactionClientContract): Promise<void> {
  post.useTransaction(trx)
  post.status = hold.previousStatus
  if (post.timeLimit && post.status === 'active') post.timeLimit = post.timeLimit.plus(DateTime.utc().diff(hold.heldAt))
  await post.save()
  await hold.delete()
}

async function reportBySystem(postId: number, flag: FieldMatch, trx: TransactionClientContract) {
  const pending = await Report.query({ client: trx })
    .where('post_id', postId)
    .whereNull('user_id')
    .where('status', 'pending')
    .where('watched_word', flag.word)
    .where('watched_field', flag.field)
    .first()
  if (pending) return
  await Report.create(
    {
      postId,
      userId: null,
      reason: `Watched word “${flag.word}” in ${flag.field}`,
      status: 'pending',
      watchedWord: flag.word,
      watchedField: flag.field,
    },
    { client: trx },
  )
}
