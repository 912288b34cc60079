import { OPTION_LETTERS } from '#models/post'
import type { PollOutcome } from '#services/notices/notice_texts'

/** A closed poll's options and counts, as the posts row holds them. */
export interface PollCountsRow {
  option_a: string | null
  option_b: string | null
  option_c: string | null
  option_d: string | null
  vote_count_a: number
  vote_count_b: number
  vote_count_c: number
  vote_count_d: number
}

/** The option with most votes, a tie between the first ones, or no votes at all. */
export function pollOutcome(row: PollCountsRow): PollOutcome {
  const options = OPTION_LETTERS.flatMap((letter) => {
    const text = row[`option_${letter}`]
    return text === null ? [] : [{ option: text, votes: Number(row[`vote_count_${letter}`]) }]
  }).sort((first, second) => second.votes - first.votes)
  const [first, second] = options
  if (!first || first.votes === 0) return { kind: 'no_votes' }
  if (second && second.votes === first.votes) return { kind: 'tie', votes: first.votes }
  return { kind: 'winner', ...first }
}
