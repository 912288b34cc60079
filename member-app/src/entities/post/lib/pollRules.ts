import { OPTION_LETTERS, type OptionLetter, type Post } from '@dilemma/api-client'
import type { PollCardOption } from '@dilemma/design-system/widgets'

/** The options a poll offers (A and B always, C and D when they have text), with counts and the reader's vote. */
export function pollOptionsOf(post: Post): PollCardOption[] {
  return OPTION_LETTERS.flatMap((letter) => {
    const text = post[`option_${letter}`]
    if (!text) return []
    return [
      {
        letter,
        text,
        imageUrl: post[`image_${letter}`],
        votes: post.vote_counts[letter],
        chosen: post.user_choice === letter,
      },
    ]
  })
}

/** Whole hours left until a deadline, rounded up; 0 once it is due. */
export function remainingHours(deadline: string, now: Date = new Date()): number {
  const milliseconds = new Date(deadline).getTime() - now.getTime()
  return milliseconds <= 0 ? 0 : Math.ceil(milliseconds / 3_600_000)
}

/** True when the poll takes no more votes: passive, its vote limit reached or its deadline passed. */
export function isPollClosed(post: Post, now: Date = new Date()): boolean {
  if (post.status !== 'active') return true
  if (post.vote_limit !== null && post.total_votes >= post.vote_limit) return true
  return post.time_limit !== null && remainingHours(post.time_limit, now) === 0
}

/** What the reader may do with the options: vote, or why not. */
export type VoteEligibility = 'open' | 'guest' | 'voted' | 'closed' | 'owner'

export function voteEligibility(post: Post, signedIn: boolean, now: Date = new Date()): VoteEligibility {
  if (post.user_choice) return 'voted'
  if (isPollClosed(post, now)) return 'closed'
  if (!signedIn) return 'guest'
  return post.is_owner ? 'owner' : 'open'
}

/**
 * Results show when the reader voted, when the poll is over and has votes, or to the owner
 * (on her profile) once there are votes (member-spec §2 Post card).
 */
export function resultsVisible(
  post: Post,
  { ownerView = false }: { ownerView?: boolean } = {},
  now: Date = new Date(),
): boolean {
  if (post.user_choice) return true
  if (post.total_votes === 0) return false
  return isPollClosed(post, now) || (ownerView && post.is_owner)
}

/** The owner may edit title and description only while the poll has no votes. */
export function canEditPost(post: Post): boolean {
  return post.is_owner && post.total_votes === 0
}

/**
 * The option that has won a vote-limited poll before its end: even if every vote still to come
 * went to the runner-up, she could not catch up. Null while it can still change hands, and for
 * polls without a vote limit or no longer open.
 */
export function decidedOption(post: Post, now: Date = new Date()): OptionLetter | null {
  if (post.vote_limit === null || isPollClosed(post, now)) return null
  const remaining = post.vote_limit - post.total_votes
  const [leader, runnerUp] = pollOptionsOf(post).sort((first, second) => (second.votes ?? 0) - (first.votes ?? 0))
  if (!leader || !runnerUp) return null
  return (leader.votes ?? 0) - (runnerUp.votes ?? 0) > remaining ? leader.letter : null
}
