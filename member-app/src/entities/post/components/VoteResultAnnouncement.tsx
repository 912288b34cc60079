import type { Post } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { VisuallyHidden, voteShares } from '@dilemma/design-system/widgets'
import { pollOptionsOf } from '../lib/pollRules'

interface VoteResultAnnouncementProps {
  post: Post
  /** True once the reader's vote on this card was counted. */
  counted: boolean
}

/**
 * A polite live region for screen readers: empty until the reader's vote is counted, then
 * "Your vote was counted. A: 60%, B: 40%." It is always rendered, so that screen readers notice
 * its text appearing.
 */
export function VoteResultAnnouncement({ post, counted }: VoteResultAnnouncementProps) {
  const intl = useIntl()
  let summary = ''
  if (counted) {
    const options = pollOptionsOf(post)
    const shares = voteShares(options.map((option) => option.votes ?? 0))
    const results = options.map((option, index) =>
      intl.formatMessage(
        { id: 'member.posts.vote.resultShare' },
        { letter: option.letter.toUpperCase(), percent: shares[index] },
      ),
    )
    summary = intl.formatMessage(
      { id: 'member.posts.vote.counted' },
      { results: intl.formatList(results, { type: 'unit', style: 'short' }) },
    )
  }
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {summary}
    </VisuallyHidden>
  )
}
